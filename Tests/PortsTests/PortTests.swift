import AppearanceKit
import PortsSwift5
import PortsSwift6
import Testing

/// Every port behaves as on iOS, built in Swift 5 mode and in Swift 6 mode (#10).
@MainActor
@Suite struct PortTests {
    @Test("Ports built in Swift 5 mode style their views as on iOS (#10)")
    func swift5() {
        let ports = PortsSwift5.allPorts
        for port in ports {
            let findings = port.run()
            #expect(findings.isEmpty, "\(port.name): \(findings)")
        }
    }

    @Test("Ports built in Swift 6 mode style their views as on iOS (#10)")
    func swift6() {
        let ports = PortsSwift6.allPorts
        for port in ports {
            let findings = port.run()
            #expect(findings.isEmpty, "\(port.name): \(findings)")
        }
    }

    @Test func bothModesHaveTheSamePorts() {
        #expect(PortsSwift5.allPorts.count == PortsSwift6.allPorts.count)
        #expect(PortsSwift5.allPorts.count >= 40, "the issue asks for at least 40 set-up functions")
    }
}

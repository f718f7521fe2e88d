import AppearanceKit
import Testing

@Suite struct ControlStateTests {
    @Test func rawValuesMatchUIKit() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.focused.rawValue == 8)
        #expect(ControlState.normal == [])
        #expect(ControlState.normal.isEmpty)
    }

    @Test func isAnOptionSet() {
        var state: ControlState = .normal
        state.insert(.highlighted)
        state.insert(.selected)
        #expect(state.contains(.highlighted))
        #expect(state.contains(.selected))
        #expect(!state.contains(.disabled))
        #expect(state == [.highlighted, .selected])
        #expect(state.rawValue == 5)
    }

    static let parseCases: [(String, ControlState)] = [
        ("normal", ControlState.normal),
        ("highlighted", .highlighted),
        ("disabled", .disabled),
        ("selected", .selected),
        ("focused", .focused),
        ("highlighted|selected", [.highlighted, .selected]),
        ("selected|highlighted", [.highlighted, .selected]),
        ("highlighted,selected", [.highlighted, .selected]),
        ("highlighted, selected", [.highlighted, .selected]),
        ("disabled | focused", [.disabled, .focused]),
        ("highlighted|disabled,selected|focused", [.highlighted, .disabled, .selected, .focused]),
        ("normal|selected", .selected),
        ("normal|normal", .normal),
        ("selected|selected", .selected),
        ("Highlighted", .highlighted),
        ("SELECTED|Disabled", [.selected, .disabled]),
        (" focused ", .focused),
    ]

    @Test(arguments: ControlStateTests.parseCases)
    func parsesNames(name: String, expected: ControlState) {
        #expect(ControlState(name: name) == expected)
    }

    @Test(arguments: [
        "", " ", "|", ",", "selected|", "|selected", "highlighted||selected", "highlighted,,selected",
        "pressed", "highlight", "highlighted+selected", "highlighted selected", "application", "0", "1",
    ])
    func rejectsInvalidNames(name: String) {
        #expect(ControlState(name: name) == nil)
    }

    static let descriptionCases: [(ControlState, String)] = [
        (ControlState.normal, "normal"),
        (.highlighted, "highlighted"),
        (.disabled, "disabled"),
        (.selected, "selected"),
        (.focused, "focused"),
        ([.highlighted, .selected], "highlighted|selected"),
        ([.selected, .highlighted], "highlighted|selected"),
        ([.focused, .disabled], "disabled|focused"),
        ([.highlighted, .disabled, .selected, .focused], "highlighted|disabled|selected|focused"),
        (ControlState(rawValue: 1 << 16), "0x10000"),
        (ControlState(rawValue: 1 << 16 | 1 << 2), "selected|0x10000"),
    ]

    @Test(arguments: ControlStateTests.descriptionCases)
    func describesItself(state: ControlState, expected: String) {
        #expect(state.description == expected)
    }

    @Test(arguments: 0..<16)
    func descriptionRoundTripsThroughName(rawValue: UInt) throws {
        let state = ControlState(rawValue: rawValue)
        let parsed = try #require(ControlState(name: state.description))
        #expect(parsed == state)
    }

    @Test func allNames() {
        #expect(ControlState.allNames == ["normal", "highlighted", "disabled", "selected", "focused"])
        for name in ControlState.allNames {
            #expect(ControlState(name: name) != nil)
        }
    }

    @Test func hashable() {
        let set: Set<ControlState> = [.normal, [], .highlighted, [.highlighted], [.highlighted, .selected]]
        #expect(set.count == 3)
    }
}

import AppearanceAudit
import AppearanceInterfaceBuilder
import AppearanceKit
import AppearanceRender
import Foundation
import Testing

@MainActor
@Suite struct RenderAndAuditTests {
    init() { Fixtures.registerClasses() }

    @Test func aLoadedStoryboardDraws() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Main.storyboard"))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = try storyboard.viewController(withIdentifier: "Form")
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let svg = SVGRenderer().render(window)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("Create Account"))
        #expect(svg.contains("Email"))
    }

    @Test func aCatalogColourThatPassesInLightFailsInDark() throws {
        let nib = try Nib(contentsOf: Fixtures.url("InkCard.xib"), assets: Fixtures.catalog())
        let report = try WindowAudit(screen: "InkCard", matrix: TraitMatrix(parsing: ["style=light,dark"])).run { state in
            let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), screenTraits: state.traits)
            let controller = ViewController()
            controller.view = nib.instantiate(withOwner: controller).first as! View
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return window
        }
        #expect(report.violations.count == 1)
        let violation = try #require(report.violations.first)
        #expect(violation.state?.contains("dark") == true)
        #expect(violation.subject?.contains("Quarterly report") == true || violation.view?.contains("Label") == true)
    }
}

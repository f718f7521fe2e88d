// An app that imports only AppearanceKit, as an iOS app imports only UIKit: Foundation comes
// with it (NSShadow, CGFloat, NSAttributedString.Key), and the executable links on its own.
// `AppearanceCommandTests/ExampleAppTests` runs it and checks what it prints.
import AppearanceKit

extension Color {
    /// Apps' usual colour helper: a convenience initializer in an extension of the colour class.
    convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
}

@MainActor
enum ThemeService {
    static func apply() {
        let shadow = NSShadow()
        shadow.shadowColor = Color.black.withAlphaComponent(0.25)
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        NavigationBar.appearance().barTintColor = Color(rgb: 0x1E90FF)
        NavigationBar.appearance().titleTextAttributes = [
            .foregroundColor: Color.white,
            .font: Font.boldSystemFont(ofSize: 17),
            .shadow: shadow,
            .kern: 0.5,
        ]
        BarButtonItem.appearance().setTitleTextAttributes(
            [.underlineStyle: NSUnderlineStyle.single.rawValue], for: .normal)
        Label.appearance().textColor = Color(rgb: 0x333333)
    }
}

ThemeService.apply()
let window = Window()
let bar = NavigationBar()
let label = Label()
window.addSubview(bar)
window.addSubview(label)

let title = TextAttributes(bar.titleTextAttributes ?? [:])
// Rounding needs the C maths library, which an executable importing only the kit must link.
let width = (CGFloat(17) * 1.37).rounded(.up)
print("barTintColor \(bar.barTintColor.map { "\($0)" } ?? "nil")")
print("title \(title)")
print("label \(label.textColor.map { "\($0)" } ?? "nil")")
print("rounded \(width)")

public import AppearanceKit

// Seed: "Protocol-oriented themes for iOS apps" (zamzam.io). A `Theme` protocol whose
// extension styles the app through appearance proxies, mostly of the app's own subclasses
// (`AppLabel`, `AppButton`, `AppView`, ... in Controls/), so that a theme never touches every
// label of the app; Dark, Light and Ocean themes (Themes/) fill in the colours, and Light
// extends the rules. The code is the article's without the `UI` prefixes, except where a
// comment says otherwise.
//
// This folder is the example app's themes (Examples/AppStudio) and, through the link
// Tests/SeedPort/Theme, the code the seed tests run: one copy of the article's code.

@MainActor
public protocol Theme {
    var tint: Color { get }
    var secondaryTint: Color { get }

    var backgroundColor: Color { get }
    var separatorColor: Color { get }
    var selectionColor: Color { get }

    var labelColor: Color { get }
    var secondaryLabelColor: Color { get }
    var subtleLabelColor: Color { get }

    var barStyle: BarStyle { get }

    func apply(for application: Application)
    func extend()
}

extension Theme {

    public func apply(for application: Application) {
        // Port: the article starts styling straight away. Its proxy values then pile up from
        // theme to theme: after Light, a switch to Dark keeps Light's `extend()` borders on
        // image views, because nothing removes a value from a UIKit proxy. Forgetting every
        // proxy value first (R8) makes each theme exactly its own rules.
        Appearance.reset()

        application.keyWindow?.tintColor = tint

        TabBar.appearance().with {
            $0.barStyle = barStyle
            $0.tintColor = tint
        }

        NavigationBar.appearance().with {
            $0.barStyle = barStyle
            $0.tintColor = tint
            $0.titleTextAttributes = [
                .foregroundColor: labelColor
            ]

            if #available(iOS 11.0, *) {
                $0.largeTitleTextAttributes = [
                    .foregroundColor: labelColor
                ]
            }
        }

        CollectionView.appearance().backgroundColor = backgroundColor

        TableView.appearance().with {
            $0.backgroundColor = backgroundColor
            $0.separatorColor = separatorColor
        }

        TableViewCell.appearance().with {
            $0.backgroundColor = .clear
            $0.selectionColor = selectionColor
        }

        View.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self])
            .backgroundColor = selectionColor

        Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self])
            .textColor = secondaryLabelColor

        AppLabel.appearance().textColor = labelColor
        AppHeadline.appearance().textColor = secondaryTint
        AppSubhead.appearance().textColor = secondaryLabelColor
        AppFootnote.appearance().textColor = subtleLabelColor

        AppButton.appearance().with {
            $0.setTitleColor(tint, for: .normal)
            $0.borderColor = tint
            $0.borderWidth = 1
            $0.cornerRadius = 3
        }

        AppDangerButton.appearance().with {
            $0.setTitleColor(backgroundColor, for: .normal)
            $0.backgroundColor = tint
            $0.cornerRadius = 3
        }

        AppSwitch.appearance().with {
            $0.tintColor = tint
            $0.onTintColor = tint
        }

        AppStepper.appearance().tintColor = tint

        AppSlider.appearance().tintColor = tint

        AppSegmentedControl.appearance().tintColor = tint

        AppView.appearance().backgroundColor = backgroundColor

        AppSeparator.appearance().with {
            $0.backgroundColor = separatorColor
            $0.alpha = 0.5
        }

        AppView.appearance(whenContainedInInstancesOf: [AppView.self]).with {
            $0.backgroundColor = selectionColor
            $0.cornerRadius = 10
        }

        // Style differently when inside a special container

        AppLabel.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).textColor = subtleLabelColor
        AppHeadline.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).textColor = secondaryLabelColor
        AppSubhead.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).textColor = secondaryTint
        AppFootnote.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).textColor = labelColor

        AppButton.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).with {
            $0.setTitleColor(labelColor, for: .normal)
            $0.borderColor = labelColor
        }

        AppDangerButton.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).with {
            $0.setTitleColor(subtleLabelColor, for: .normal)
            $0.backgroundColor = labelColor
        }

        AppSwitch.appearance(whenContainedInInstancesOf: [AppView.self, AppView.self]).with {
            $0.tintColor = secondaryTint
            $0.onTintColor = secondaryTint
        }

        extend()

        // Ensure existing views render with new theme
        // https://developer.apple.com/documentation/uikit/uiappearance
        application.windows.reload()
    }

    public func extend() {
        // Optionally extend theme
    }
}

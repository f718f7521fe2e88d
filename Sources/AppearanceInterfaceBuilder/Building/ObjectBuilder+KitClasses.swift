import AppearanceKit

extension ObjectBuilder {
    /// The kit class each element makes when it names no registered custom class, for the
    /// stand-in types defined when a file is read (see ``StandInTypes``); the builders make
    /// these same classes.
    static let kitClasses: [String: AnyClass] = [
        "view": View.self, "containerView": View.self, "label": Label.self, "button": Button.self,
        "imageView": ImageView.self, "stackView": StackView.self, "scrollView": ScrollView.self,
        "textField": TextField.self, "textView": TextView.self, "switch": Switch.self,
        "segmentedControl": SegmentedControl.self, "slider": Slider.self, "stepper": Stepper.self,
        "progressView": ProgressView.self, "activityIndicatorView": ActivityIndicatorView.self,
        "pageControl": PageControl.self, "pickerView": PickerView.self, "datePicker": DatePicker.self,
        "visualEffectView": VisualEffectView.self, "navigationBar": NavigationBar.self, "toolbar": Toolbar.self,
        "tabBar": TabBar.self, "searchBar": SearchBar.self, "tableView": TableView.self,
        "tableViewCell": TableViewCell.self, "collectionView": CollectionView.self,
        "collectionViewCell": CollectionViewCell.self, "viewController": ViewController.self,
        "tableViewController": TableViewController.self, "collectionViewController": CollectionViewController.self,
        "navigationController": NavigationController.self, "tabBarController": TabBarController.self,
        "splitViewController": SplitViewController.self,
    ]
}

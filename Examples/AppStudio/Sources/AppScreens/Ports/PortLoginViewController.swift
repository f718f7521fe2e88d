#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A login form, after the shape of adesai616/TableViewProj1 (TableViewproj/SigninVC.swift): a
// vertical stack of an email field, a password field, an error label and a sign-in button,
// built in viewDidLoad, here pinned with Auto Layout and reporting its taps through UIAction.

final class PortLoginViewController: UIViewController {
    let emailTextField = UITextField()
    let passwordTextField = UITextField()
    let errorLabel = UILabel()
    let signInButton = UIButton(type: .system)
    private(set) var signInAttempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Sign In"

        let logo = UIImageView(image: UIImage(systemName: "book"))
        logo.tintColor = .brandTint
        logo.contentMode = .scaleAspectFit
        logo.heightAnchor.constraint(equalToConstant: 64).isActive = true

        let headline = UILabel()
        headline.text = "Welcome back"
        headline.font = .preferredFont(forTextStyle: .title2)
        headline.adjustsFontForContentSizeCategory = true
        headline.textAlignment = .center

        emailTextField.placeholder = "Email Address"
        emailTextField.keyboardType = .emailAddress
        emailTextField.textContentType = .emailAddress
        emailTextField.autocapitalizationType = .none
        emailTextField.borderStyle = .roundedRect
        emailTextField.font = .preferredFont(forTextStyle: .body)

        passwordTextField.placeholder = "Password"
        passwordTextField.isSecureTextEntry = true
        passwordTextField.textContentType = .password
        passwordTextField.borderStyle = .roundedRect
        passwordTextField.font = .preferredFont(forTextStyle: .body)

        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.setTitleColor(.white, for: .normal)
        signInButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        signInButton.backgroundColor = .brandFill
        signInButton.layer.cornerRadius = 10
        signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true
        signInButton.addAction(UIAction { [weak self] _ in self?.signIn() }, for: .touchUpInside)

        let forgotButton = UIButton(type: .system)
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.setTitleColor(.brandTint, for: .normal)
        forgotButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)

        let stack = UIStackView(arrangedSubviews: [
            logo, headline, emailTextField, passwordTextField, errorLabel, signInButton, forgotButton,
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        ])
    }

    private func signIn() {
        signInAttempts += 1
        let email = emailTextField.text ?? ""
        errorLabel.text = email.contains("@") ? nil : "Enter the email address of your account."
        errorLabel.isHidden = errorLabel.text == nil
    }
}

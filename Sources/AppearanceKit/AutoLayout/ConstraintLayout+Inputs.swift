internal import AppearanceSolver
import Foundation

extension ConstraintLayout {
    /// Moves the tableau's constants to the frames and content sizes of now: a frame the kit or
    /// the app changed, a text that grew. Each change is an incremental re-solve.
    func updateInputs() {
        for index in frameInputs.indices {
            let input = frameInputs[index]
            guard let view = input.view else { continue }
            let frame = view === root ? CGRect(origin: .zero, size: view.frame.size) : view.frame
            guard frame != input.frame else { continue }
            frameInputs[index].frame = frame
            let values = view === root ? [frame.width, frame.height] : [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(input.constraints, values) where constraint.constant != value {
                constraint.constant = value
                guard let solverConstraint = autoresizing[ObjectIdentifier(constraint)] else { continue }
                do {
                    // The frame constraints read `item − superview − value == 0`.
                    try solver.updateConstant(of: solverConstraint, to: -Double(value))
                } catch {
                    reportUnsatisfiable(constraint)
                }
            }
        }
        for index in intrinsicInputs.indices {
            let input = intrinsicInputs[index]
            guard let size = input.view?.intrinsicContentSize else { continue }
            guard size != input.size else { continue }
            intrinsicInputs[index].size = size
            setIntrinsic(width: size.width, height: size.height, of: input)
        }
    }

    /// A multi-line label's intrinsic height depends on its width: each is measured again at
    /// the width the solution gives it (or its `preferredMaxLayoutWidth`), and the system solved
    /// again, as UIKit's second constraint pass does. So is a vertical stack view's, whose
    /// labels wrap in its width: measured with no width, it would be too short, and the stack
    /// would squeeze its first label to fit.
    func updateWrappingLabels() {
        for _ in 0..<3 {
            var changed = false
            for index in intrinsicInputs.indices {
                guard let view = intrinsicInputs[index].view, let own = variables[ObjectIdentifier(view)] else { continue }
                let height: CGFloat
                if let label = view as? Label, label.numberOfLines != 1 {
                    let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : Self.clean(value(own.width))
                    guard width > 0 else { continue }
                    height = LayoutEngine().intrinsicSize(label, width: Double(width)).height
                } else if let stack = view as? StackView, stack.axis == .vertical {
                    let width = Self.clean(value(own.width))
                    guard width > 0 else { continue }
                    height = LayoutEngine().intrinsicSize(stack, width: Double(width)).height
                } else {
                    continue
                }
                guard height != intrinsicInputs[index].size.height else { continue }
                intrinsicInputs[index].size.height = height
                setIntrinsic(width: nil, height: height, of: intrinsicInputs[index])
                changed = true
            }
            if !changed { return }
        }
    }

    /// Moves the hugging and compression resistance constants of `input` to a new size.
    private func setIntrinsic(width: CGFloat?, height: CGFloat?, of input: IntrinsicInput) {
        if let width {
            for constraint in [input.hugWidth, input.resistWidth].compactMap({ $0 }) {
                try? solver.updateConstant(of: constraint, to: -Double(width))
            }
        }
        if let height {
            for constraint in [input.hugHeight, input.resistHeight].compactMap({ $0 }) {
                try? solver.updateConstant(of: constraint, to: -Double(height))
            }
        }
    }
}

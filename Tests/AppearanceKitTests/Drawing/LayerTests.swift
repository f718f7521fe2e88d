import AppearanceKit
import Foundation
import Testing

/// Layers as Core Animation has them (#43, item 4): a view's layer of its `layerClass`, sharing
/// the view's geometry and colour; sublayers; shadow attributes with UIKit's defaults.
@MainActor
@Suite struct LayerTests {
    final class GradientView: View {
        override class var layerClass: AnyClass { GradientLayer.self }
        var gradientLayer: GradientLayer { layer as! GradientLayer }
    }

    final class NotALayerView: View {
        override class var layerClass: AnyClass { NSObject.self }
    }

    @Test func aViewsLayerIsOfItsLayerClass() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.gradientLayer.colors = [Color.red.cgColor, Color.blue.cgColor]
        #expect(view.layer is GradientLayer)
        #expect(view.gradientLayer.stops.map(\.location) == [0, 1])
        #expect(type(of: View().layer) == Layer.self)
        #expect(type(of: NotALayerView().layer) == Layer.self, "a class that is not a layer gives a plain one")
    }

    @Test func aViewsOwnLayerSharesItsGeometryColourAndOpacity() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.backgroundColor = Color.red.cgColor
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(view.layer.backgroundColor?.color == .blue)
        view.layer.opacity = 0.5
        #expect(view.alpha == CGFloat(0.5))
        view.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func aLayerKeptAfterItsViewGoesIsAFreeLayer() {
        var view: View? = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view!.layer
        view = nil
        #expect(layer.frame == .zero)
        layer.backgroundColor = Color.red.cgColor
        #expect(layer.backgroundColor?.color == .red)
    }

    @Test func sublayersAreAddedInsertedAndRemovedAsCoreAnimationDoes() {
        let parent = Layer()
        let (a, b, c) = (Layer(), Layer(), Layer())
        #expect(parent.sublayers == nil)
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(a.superlayer === parent)
        parent.insertSublayer(c, above: b)
        #expect(parent.sublayers?.last === c, "inserting moves a sublayer")
        let other = Layer()
        other.addSublayer(a)
        #expect(parent.sublayers?.count == 2 && a.superlayer === other, "adding takes it from its old superlayer")
        b.removeFromSuperlayer()
        c.removeFromSuperlayer()
        #expect(parent.sublayers == nil && b.superlayer == nil)
    }

    @Test func aFreeLayersBoundsAndPositionFollowItsFrame() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(layer.position == CGPoint(x: 20, y: 30))
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 40, y: 30, width: 20, height: 40))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.frame == CGRect(x: 45, y: 45, width: 10, height: 10), "bounds change around the position")
    }

    @Test func shadowsHaveUIKitsDefaults() {
        let layer = View().layer
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        layer.shadowPath = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
        #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func shapeLayersFillBlackAndStrokeNothingByDefault() {
        let shape = ShapeLayer()
        #expect(shape.fillColor?.color == .black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        let copy = ShapeLayer(layer: shape)
        #expect(copy.fillColor?.color == .black)
    }

    @Test func gradientStopsAreEvenlySpacedUnlessLocationsGiveOnePerColour() {
        let gradient = GradientLayer()
        gradient.colors = [Color.red.cgColor, Color.green.cgColor, Color.blue.cgColor, "not a colour"]
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        gradient.locations = [0, 0.2, 1]
        #expect(gradient.stops.map(\.location) == [0, CGFloat(0.2), 1])
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func drawingRecordsWhatPathsFillAndStrokeInTheCurrentContext() {
        final class Ring: View {
            override func draw(_ rect: CGRect) {
                let path = BezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
                Color.systemRed.setStroke()
                path.lineWidth = 4
                path.stroke()
                CGContext.current?.setFillColor(Color.blue.cgColor)
                CGContext.current?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        #expect(CGContext.current == nil, "no context outside drawing")
        let ring = Ring(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Drawn outside a picture, nothing is recorded and nothing fails (UIKit: no context).
        ring.draw(ring.bounds)
        let context = CGContext()
        context.makeCurrent { ring.draw(ring.bounds) }
        #expect(context.operations.count == 2)
        #expect(context.operations.first?.kind == .stroke(width: 4, cap: .butt, join: .miter))
        #expect(context.operations.first?.color == .systemRed)
        #expect(context.operations.last?.kind == .fill(evenOdd: false) && context.operations.last?.color == .blue)
        #expect(context.operations.last?.path.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func viewWithTagSearchesTheViewThenItsSubtree() {
        let root = View()
        let child = View()
        let grandchild = Label(text: "found")
        grandchild.tag = 7
        child.addSubview(grandchild)
        root.addSubview(child)
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(0) === root, "every view's tag is 0 by default, the root first")
        #expect(root.viewWithTag(8) == nil)
    }

}

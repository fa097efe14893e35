// A stand-in for UIKit, so that the seeds' Swift samples type-check on Linux. Declarations
// only: nothing here draws or runs. `UIViewController` is a subclass of the screen kit's
// `ViewController` (what every HaapiKit screen is), with the members the samples
// override; the other UIKit types are stubs with the members the samples use, and
// `View`/`ViewController` get the UIKit members the samples call on HaapiKit's screens
// (layout anchors, `present`, `dismiss`, `navigationController`). See ../README.md.
@_exported import Foundation
@_exported import HaapiScreenKit

@MainActor open class UIViewController: ViewController {
    public override init() { super.init() }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: ViewController) { super.init() }
    public var viewControllers: [ViewController] { [] }
    public var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    public func pushViewController(_ controller: ViewController, animated: Bool) {}
}

public enum UIModalPresentationStyle: Sendable { case fullScreen }
public enum UIModalTransitionStyle: Sendable { case coverVertical }

@MainActor public final class UIStoryboardSegue {
    public var destination: ViewController { ViewController() }
}

@MainActor public final class UIStoryboard {
    public init(name: String, bundle: Bundle?) {}
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController { ViewController() }
}

@MainActor public final class UIWindow {}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1)
    public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: 2)
}

public enum UIInterfaceOrientation: Int, Sendable { case portrait = 1 }

@MainActor public final class UIDevice {
    public static let current = UIDevice()
    public func setValue(_ value: Any?, forKey key: String) {}
}

/// The Objective-C selector a target-action names (samples write `Selector("name")`:
/// `#selector` needs the Objective-C runtime, which Linux has not).
public struct Selector: Sendable {
    public init(_ name: String) {}
}

@MainActor open class UIResponder {
    public init() {}
}

@MainActor open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, Sendable {
        public init(rawValue: String) {}
    }
    public static let shared = UIApplication()
    public var delegate: (any UIApplicationDelegate)? { nil }
}

@MainActor public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// What `@main` needs of an app delegate.
    public static func main() {}
}

public struct UIColor: Sendable {
    public init?(named name: String) {}
    public static let white = UIColor(gray: 1)
    public static let black = UIColor(gray: 0)
    public static let clear = UIColor(gray: 0)
    private init(gray: Double) {}
}

public struct UIFont: Sendable {
    public static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont() }
}

public struct UIImage: Sendable {
    public init(imageLiteralResourceName name: String) {}
}

@MainActor public final class CALayer {
    public var cornerRadius: Double = 0
}

@MainActor public final class NSLayoutConstraint {
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

@MainActor public final class NSLayoutAnchor {
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalToConstant constant: Double) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// The anchors of a view or a layout guide.
@MainActor public protocol UILayoutAnchors {}

extension UILayoutAnchors {
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor() }
}

@MainActor public final class UILayoutGuide: UILayoutAnchors {}

public enum UIControlState: Sendable { case normal }
public enum UIControlEvent: Sendable { case touchUpInside, editingChanged }
public enum UITextAutocapitalizationType: Sendable { case none }
public enum NSTextAlignment: Sendable { case left }

@MainActor open class UIView: UILayoutAnchors, Equatable {
    public enum ContentMode: Sendable { case center }
    public init() {}
    public var translatesAutoresizingMaskIntoConstraints = true
    public var alpha: Double = 1
    public var backgroundColor: UIColor?
    public var clipsToBounds = false
    public var contentMode: ContentMode = .center
    public let layer = CALayer()
    public func addSubview(_ view: UIView) {}
    public nonisolated static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {}
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {}
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
    }
}

@MainActor open class UIStackView: UIView {
    public enum Axis: Sendable { case vertical, horizontal }
    public enum Alignment: Sendable { case center, leading, fill }
    public enum Distribution: Sendable { case equalSpacing, fill }
    public var axis: Axis = .horizontal
    public var alignment: Alignment = .fill
    public var distribution: Distribution = .fill
    public var spacing: Double = 0
    public private(set) var arrangedSubviews: [UIView] = []
    public func addArrangedSubview(_ view: UIView) {}
}

@MainActor open class UILabel: UIView {
    public var text: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var textAlignment: NSTextAlignment = .left
}

@MainActor open class UIControl: UIView {
    public func addTarget(_ target: AnyObject?, action: Selector, for events: UIControlEvent) {}
}

@MainActor open class UIButton: UIControl {
    public let titleLabel: UILabel? = UILabel()
    public func setTitle(_ title: String?, for state: UIControlState) {}
    public func setTitleColor(_ color: UIColor?, for state: UIControlState) {}
}

@MainActor open class UITextField: UIControl {
    public var text: String?
    public var placeholder: String?
    public var textColor: UIColor?
    public var autocapitalizationType: UITextAutocapitalizationType = .none
}

@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) {}
}

@MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Sendable { case large, medium }
    public init(style: Style) {}
    public var color: UIColor?
    public func startAnimating() {}
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Sendable { case alert, actionSheet }
    public init(title: String?, message: String?, preferredStyle: Style) { super.init() }
    public func addAction(_ action: UIAlertAction) {}
}

public struct UIAlertAction: Sendable {
    public enum Style: Sendable { case cancel, `default` }
    public init(title: String?, style: Style, handler: (@Sendable (UIAlertAction) -> Void)? = nil) {}
}

extension View: UILayoutAnchors {
    /// The samples add UIKit views to a screen's root view.
    public func addSubview(_ view: UIView) {}
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    public func layoutSubviews() {}
}

extension ViewController {
    public var title: String? { nil }
    public var navigationController: UINavigationController? { nil }
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

/// The Swift 4 names some samples still use.
public typealias UIAlertControllerStyle = UIAlertController.Style
public typealias UIAlertActionStyle = UIAlertAction.Style

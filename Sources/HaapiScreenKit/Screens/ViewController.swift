public import Foundation

/// The portable counterpart of `UIViewController`: owns a view tree and has the
/// lifecycle UIKit developers know.
///
/// - ``view`` is created on first access by ``loadView()``, followed by
///   ``viewDidLoad()``; ``isViewLoaded`` says whether that happened.
/// - A container (the flow view controller, or a renderer) brackets each showing
///   and hiding with ``beginAppearanceTransition(_:)`` / ``endAppearanceTransition()``,
///   which call ``viewWillAppear()`` / ``viewDidAppear()`` or
///   ``viewWillDisappear()`` / ``viewDidDisappear()``.
///
/// Subclasses override the hooks and call `super`, as in UIKit. No hook is
/// abstract: every base implementation is a working default.
@MainActor
open class ViewController {
    /// Where a view controller is in its appearance cycle.
    public enum AppearanceState: Sendable, Hashable {
        /// Not on screen.
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing
    }

    private var loadedView: View?

    /// Where the controller is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared

    private let storedNibName: String?

    /// Creates a view controller; its view is loaded lazily.
    public init() {
        storedNibName = nil
    }

    /// Creates a view controller whose screen takes the layout named `nibName` (UIKit's
    /// initializer; a layout file stands in for a nib, and `bundle` is not used: layouts
    /// are registered with the app's `ViewControllerFactoryRegistry`).
    public init(nibName: String?, bundle: Bundle?) {
        storedNibName = nibName
    }

    /// The name of the layout this controller's screen takes (customisation method 1 of
    /// seed 001: a subclass overrides it to name its own layout file); `nil` takes the
    /// layout registered for the screen's class, if any. A name no registered layout has
    /// leaves the stock arrangement.
    open var nibName: String? { storedNibName }

    /// The root of this controller's view tree, loaded on first access.
    public var view: View {
        loadViewIfNeeded()
        // `loadViewIfNeeded` always leaves a view; the fallback only guards a
        // `loadView` override that assigned none.
        return loadedView ?? fallbackView()
    }

    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet (``loadView()`` then ``viewDidLoad()``).
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(identifier: "rootView") }
        finishLoadingView()
        viewDidLoad()
    }

    /// Replaces the root view; call it from ``loadView()`` overrides.
    public func setView(_ view: View) {
        loadedView = view
    }

    // MARK: Lifecycle hooks

    /// Creates the root view and assigns it with ``setView(_:)``. The default
    /// creates an empty `View` identified `rootView`; overrides need not call super.
    open func loadView() {
        setView(View(identifier: "rootView"))
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view is shown.
    open func viewWillAppear() {}
    /// Called after the view was shown.
    open func viewDidAppear() {}
    /// Called before the view is hidden.
    open func viewWillDisappear() {}
    /// Called after the view was hidden.
    open func viewDidDisappear() {}

    /// Runs between ``loadView()`` and ``viewDidLoad()``; the stock screens apply
    /// their registered layout here.
    func finishLoadingView() {}

    // MARK: Appearance transitions

    /// Starts showing (`true`) or hiding (`false`) the view: loads it if needed
    /// and calls ``viewWillAppear()`` or ``viewWillDisappear()``. Does nothing
    /// when the controller is already appearing/appeared (or disappearing/disappeared).
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear()
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear()
        }
    }

    /// Finishes the transition begun by ``beginAppearanceTransition(_:)``, calling
    /// ``viewDidAppear()`` or ``viewDidDisappear()``.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear()
        case .appeared, .disappeared:
            break
        }
    }

    private func fallbackView() -> View {
        let view = View(identifier: "rootView")
        loadedView = view
        return view
    }
}

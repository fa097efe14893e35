import Testing
@testable import HaapiScreenKit

@MainActor
@Suite("View tree")
struct ViewTreeTests {
    /// root: a, b, c
    func makeStack() -> (StackView, View, View, View) {
        let root = StackView(identifier: "root")
        let a = Label(identifier: "a", text: "A")
        let b = Label(identifier: "b", text: "B")
        let c = Label(identifier: "c", text: "C")
        for view in [a, b, c] { root.addArrangedSubview(view) }
        return (root, a, b, c)
    }

    @Test func addSetsSuperviewAndOrder() {
        let (root, a, b, c) = makeStack()
        #expect(root.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(a.superview === root && b.superview === root && c.superview === root)
        #expect(c.root === root)
    }

    @Test func insertAboveAndBelow() throws {
        let (root, _, b, _) = makeStack()
        try root.insertView(Label(identifier: "above"), aboveView: b)
        try root.insertView(Label(identifier: "below"), belowView: b)
        #expect(root.subviews.map(\.identifier) == ["a", "above", "b", "below", "c"])
    }

    @Test func insertAboveFirstAndBelowLast() throws {
        let (root, a, _, c) = makeStack()
        try root.insertView(Label(identifier: "top"), aboveView: a)
        try root.insertView(Label(identifier: "bottom"), belowView: c)
        #expect(root.identifiers == ["root", "top", "a", "b", "c", "bottom"])
    }

    @Test func insertMovesAnExistingChild() throws {
        let (root, a, _, c) = makeStack()
        try root.insertView(a, belowView: c)
        #expect(root.subviews.map(\.identifier) == ["b", "c", "a"])
        try root.insertView(a, aboveView: root.subviews[0])
        #expect(root.subviews.map(\.identifier) == ["a", "b", "c"])
    }

    @Test func insertMovesAViewFromAnotherParent() throws {
        let (root, _, b, _) = makeStack()
        let other = StackView(identifier: "other")
        let moving = Label(identifier: "moving")
        other.addArrangedSubview(moving)
        try root.insertView(moving, belowView: b)
        #expect(other.subviews.isEmpty)
        #expect(moving.superview === root)
        #expect(root.subviews.map(\.identifier) == ["a", "b", "moving", "c"])
    }

    @Test func anchorThatIsNotAChildThrowsAndChangesNothing() {
        let (root, _, _, _) = makeStack()
        let stranger = Label(identifier: "stranger")
        let newView = Label(identifier: "new")
        #expect(throws: ViewTreeError.anchorNotChild(anchor: "stranger", container: "root")) {
            try root.insertView(newView, aboveView: stranger)
        }
        #expect(throws: ViewTreeError.self) { try root.insertView(newView, belowView: stranger) }
        #expect(root.subviews.map(\.identifier) == ["a", "b", "c"])
        #expect(newView.superview == nil)
    }

    @Test func removedAnchorIsNoLongerAnAnchor() {
        let (root, _, b, _) = makeStack()
        b.removeFromSuperview()
        #expect(throws: ViewTreeError.anchorNotChild(anchor: "b", container: "root")) {
            try root.insertView(Label(), aboveView: b)
        }
    }

    @Test func grandchildAnchorIsNotADirectChild() throws {
        let root = StackView(identifier: "root")
        let inner = StackView(identifier: "inner")
        let deep = Label(identifier: "deep")
        root.addArrangedSubview(inner)
        inner.addArrangedSubview(deep)
        #expect(throws: ViewTreeError.self) { try root.insertView(Label(), aboveView: deep) }
        // Inserting through the anchor's own superview works.
        let label = Label(identifier: "new")
        try #require(deep.superview).insertView(label, aboveView: deep)
        #expect(inner.subviews.map(\.identifier) == ["new", "deep"])
    }

    @Test func insertingAViewNextToItselfThrows() {
        let (root, a, _, _) = makeStack()
        #expect(throws: ViewTreeError.anchorIsInsertedView("a")) { try root.insertView(a, aboveView: a) }
        #expect(root.subviews.map(\.identifier) == ["a", "b", "c"])
    }

    @Test func cyclesAreRefused() {
        let (root, a, _, _) = makeStack()
        let inner = StackView(identifier: "inner")
        root.addArrangedSubview(inner)
        #expect(inner.addSubview(root) == false)
        #expect(inner.addSubview(inner) == false)
        #expect(throws: ViewTreeError.wouldCreateCycle(view: "root", container: "inner")) {
            try inner.insertArrangedSubview(root, at: 0)
        }
        #expect(throws: ViewTreeError.wouldCreateCycle(view: "root", container: "root")) {
            try root.insertView(root, aboveView: a)
        }
        #expect(root.superview == nil)
    }

    @Test func insertArrangedSubviewAtIndex() throws {
        let (root, _, _, _) = makeStack()
        try root.insertArrangedSubview(Label(identifier: "first"), at: 0)
        try root.insertArrangedSubview(Label(identifier: "last"), at: 4)
        #expect(root.subviews.map(\.identifier) == ["first", "a", "b", "c", "last"])
        #expect(throws: ViewTreeError.indexOutOfRange(index: 9, count: 5, container: "root")) {
            try root.insertArrangedSubview(Label(), at: 9)
        }
        #expect(throws: ViewTreeError.self) { try root.insertArrangedSubview(Label(), at: -1) }
    }

    @Test func removeFromSuperview() {
        let (root, a, b, c) = makeStack()
        b.removeFromSuperview()
        #expect(root.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(b.superview == nil)
        b.removeFromSuperview()  // no superview: nothing happens
        a.removeFromSuperview()
        c.removeFromSuperview()
        #expect(root.subviews.isEmpty)
    }

    @Test func findByIdentifier() {
        let root = StackView(identifier: "root")
        let inner = StackView(identifier: "inner")
        let bar = ProgressBar(identifier: "progressBar")
        root.addArrangedSubview(Label(identifier: "title"))
        root.addArrangedSubview(inner)
        inner.addArrangedSubview(bar)
        #expect(root.view(withIdentifier: "progressBar") === bar)
        #expect(root.view(withIdentifier: "progressBar", as: ProgressBar.self) === bar)
        #expect(root.view(withIdentifier: "progressBar", as: Label.self) == nil)
        #expect(root.view(withIdentifier: "missing") == nil)
        #expect(root.view(withIdentifier: "root") === root)
        bar.removeFromSuperview()
        #expect(root.view(withIdentifier: "progressBar") == nil)
    }

    @Test func walkOrderDepthAndDecisions() {
        let root = StackView(identifier: "root")
        let inner = StackView(identifier: "inner")
        root.addArrangedSubview(inner)
        inner.addArrangedSubview(Label(identifier: "x"))
        root.addArrangedSubview(Label(identifier: "y"))
        var seen: [String] = []
        root.walk { view, depth in
            seen.append("\(depth):\(view.debugName)")
            return .visitChildren
        }
        #expect(seen == ["0:root", "1:inner", "2:x", "1:y"])

        seen = []
        root.walk { view, _ in
            seen.append(view.debugName)
            return view.identifier == "inner" ? .skipChildren : .visitChildren
        }
        #expect(seen == ["root", "inner", "y"])

        seen = []
        let stopped = root.walk { view, _ in
            seen.append(view.debugName)
            return view.identifier == "x" ? .stop : .visitChildren
        }
        #expect(stopped)
        #expect(seen == ["root", "inner", "x"])
    }

    @Test func treeDescriptionShowsKindsIdentifiersAndHidden() {
        let (root, _, b, _) = makeStack()
        b.isHidden = true
        #expect(root.treeDescription == "StackView root\n  Label a\n  Label b [hidden]\n  Label c")
    }

    @Test func visitorDispatchesOnKind() {
        final class Custom: Label {}
        struct Collector: ViewVisitor {
            var log: [String] = []
            mutating func visitView(_ view: View) { log.append("view:\(view.debugName)") }
            mutating func visitLabel(_ view: Label) { log.append("label:\(view.text)") }
            mutating func visitButton(_ view: Button) { log.append("button:\(view.title)") }
        }
        let root = StackView(identifier: "root")
        root.addArrangedSubview(Label(text: "plain"))
        root.addArrangedSubview(Custom(text: "custom"))
        root.addArrangedSubview(Button(type: .secondary, title: "Go"))
        root.addArrangedSubview(ProgressBar(identifier: "bar"))
        var collector = Collector()
        root.walk { view, _ in
            view.accept(&collector)
            return .visitChildren
        }
        #expect(collector.log == ["view:root", "label:plain", "label:custom", "button:Go", "view:bar"])
    }

    @Test func subclassHooksRun() {
        final class Recording: StackView {
            var events: [String] = []
            override func didAddSubview(_ subview: View) { events.append("add \(subview.debugName)") }
            override func willRemoveSubview(_ subview: View) { events.append("remove \(subview.debugName)") }
        }
        let stack = Recording(identifier: "stack")
        let label = Label(identifier: "l")
        stack.addArrangedSubview(label)
        label.removeFromSuperview()
        #expect(stack.events == ["add l", "remove l"])
    }
}

/// What every page's `<head>` holds that depends on the colour scheme alone — its
/// `<meta>` elements — written once per renderer and copied into each page.
struct HTMLPageHead: Sendable {
    private let metas: [HTMLColorScheme: HTMLWriter]

    init() {
        var metas: [HTMLColorScheme: HTMLWriter] = [:]
        for scheme in HTMLColorScheme.allCases {
            var writer = HTMLWriter(capacity: 256)
            writer.void("meta", ["charset": "utf-8"])
            writer.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            writer.void("meta", ["name": "color-scheme", "content": scheme.metaContent])
            writer.void("meta", ["name": "referrer", "content": "no-referrer"])
            metas[scheme] = writer
        }
        self.metas = metas
    }

    /// The `<meta>` elements of a page in `scheme`.
    func metas(for scheme: HTMLColorScheme) -> HTMLWriter {
        metas[scheme] ?? HTMLWriter(capacity: 0)
    }
}

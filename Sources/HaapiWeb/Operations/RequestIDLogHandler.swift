import Logging

/// A log handler that adds the id of the request being served (``RequestID/current``)
/// to each line of the handler it wraps, so that everything a host logs while it serves
/// a request (its pages, its logins, its store) names the request. What a request
/// started and goes on after its answer (a login's flow) is no longer marked with it.
struct RequestIDLogHandler: LogHandler {
    /// The handler the lines go to.
    var base: any LogHandler

    /// `logger` with its lines marked by request.
    static func marking(_ logger: Logger) -> Logger {
        Logger(label: logger.label) { _ in RequestIDLogHandler(base: logger.handler) }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        guard let id = RequestID.current?.whileUnderWay else { return base.log(event: event) }
        var event = event
        event.metadata = (event.metadata ?? [:]).merging([RequestID.metadataKey: .string(id)]) { given, _ in given }
        base.log(event: event)
    }
}

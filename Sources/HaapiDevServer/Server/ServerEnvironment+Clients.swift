extension ServerEnvironment {
    /// The client `id`: a configured one (a template too), or one registered from a
    /// template that the configuration still has. Every endpoint looks clients up here.
    func client(_ id: String) async -> ClientConfiguration? {
        if let configured = configuration.client(id) { return configured }
        guard let registered = await users.registeredClient(id), let template = configuration.client(registered.templateID),
            template.template != nil
        else { return nil }
        return registered.configuration(from: template)
    }
}

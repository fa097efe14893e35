public import Foundation
import HaapiModel

extension StringsFile {
    /// Where a module's String Catalog was found, or why not.
    public enum Source: Sendable, Hashable {
        /// In the module's resource bundle, as SwiftPM and Xcode place it.
        case bundle(URL)
        /// In the package's source tree (a build without the resource bundle beside it,
        /// such as a target compiled straight from the sources).
        case sourceTree(URL)
    }

    /// Reads module `module`'s catalog `<module>.xcstrings`.
    ///
    /// It is looked for in the module's resource bundle (`<package>_<module>.resources` on
    /// Linux, `<package>_<module>.bundle` on Apple platforms) beside the program and in
    /// its main bundle's resources, then in the package's sources (`Sources/<module>/
    /// Resources/`, found from `sourceFile`), so that no build of the package is without
    /// its translations. The SwiftPM accessor `Bundle.module` is not used: it ends the
    /// program when the bundle is missing.
    ///
    /// - Parameters:
    ///   - module: The module's name (`HaapiOnboarding`).
    ///   - package: The package's name (`HaapiKit`).
    ///   - sourceFile: `#filePath` of any file of the module.
    /// - Returns: The catalog and where it was found.
    /// - Throws: ``StringsFileError`` when no catalog is found (reason
    ///   ``StringsFileError/Reason/notFound``, listing where it was looked for) or the one
    ///   found cannot be read.
    public static func bundled(module: String, package: String = "HaapiKit", sourceFile: String) throws(StringsFileError) -> (file: StringsFile, source: Source) {
        let name = "\(module).xcstrings"
        for url in bundleCandidates(module: module, package: package) where FileManager.default.isReadableFile(atPath: url.path) {
            return (try read(url), .bundle(url))
        }
        if let url = sourceTreeCandidate(module: module, sourceFile: sourceFile), FileManager.default.isReadableFile(atPath: url.path) {
            return (try read(url), .sourceTree(url))
        }
        throw StringsFileError(file: name, path: JSONPath.root.description, reason: .notFound)
    }

    /// Reads the catalog at `url`.
    public static func read(_ url: URL) throws(StringsFileError) -> StringsFile {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? Int, size > maximumFileSize {
                throw StringsFileError(file: url.lastPathComponent, path: JSONPath.root.description, reason: .notJSON("the file is larger than \(maximumFileSize) bytes"))
            }
            data = try Data(contentsOf: url)
        } catch let error as StringsFileError {
            throw error
        } catch {
            throw StringsFileError(file: url.lastPathComponent, path: JSONPath.root.description, reason: .notFound)
        }
        return try StringsFile(bytes: data, file: url.lastPathComponent)
    }

    /// The places a resource bundle may hold the catalog, most likely first.
    static func bundleCandidates(module: String, package: String) -> [URL] {
        var folders: [URL] = [Bundle.main.bundleURL]
        if let resources = Bundle.main.resourceURL { folders.append(resources) }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() { folders.append(executable) }
        let bundleNames = ["\(package)_\(module).resources", "\(package)_\(module).bundle"]
        var candidates: [URL] = []
        for folder in folders {
            for bundle in bundleNames {
                let root = folder.appendingPathComponent(bundle)
                candidates.append(root.appendingPathComponent("\(module).xcstrings"))
                candidates.append(root.appendingPathComponent("Contents/Resources/\(module).xcstrings"))
            }
        }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0.path).inserted }
    }

    /// `Sources/<module>/Resources/<module>.xcstrings` of the tree `sourceFile` is in.
    static func sourceTreeCandidate(module: String, sourceFile: String) -> URL? {
        var folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent == module, folder.deletingLastPathComponent().lastPathComponent == "Sources" {
                return folder.appendingPathComponent("Resources/\(module).xcstrings")
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

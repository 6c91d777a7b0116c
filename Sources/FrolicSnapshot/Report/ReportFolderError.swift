/// Why an HTML report cannot be written into its folder; the caller reports
/// it at the option or parameter that named the folder.
package struct ReportFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder or file at fault; nil when the folder's name is empty.
    package var file: String?
    package var problem: Problem

    package enum Problem: Hashable, Sendable {
        case empty
        /// A file, device or pipe is at the folder's name.
        case notAFolder
        /// The folder is the references root given, or in a reference folder under it.
        case inReferences(String)
        /// A file the report writes is there, and no report wrote it.
        case notWrittenByFrolic
        /// A name the report wrote is now not a folder (or not a regular file).
        case wrongKind(folder: Bool)
        case cannotCreate
        /// The system's reason.
        case cannotWrite(String)
    }

    package var description: String {
        switch problem {
        case .empty: return "is empty; give a folder"
        case .notAFolder: return "is not a folder; the report is a folder (index.html and its pictures)"
        case let .inReferences(root): return "is in the references \(root); give a folder of its own"
        case .notWrittenByFrolic:
            return "is there already and frolic did not write it (not in \(ReportFolder.manifestName)); give a new or empty folder"
        case let .wrongKind(folder): return "is not a \(folder ? "folder" : "regular file"); frolic replaces only its own report files"
        case .cannotCreate: return "cannot create the folder"
        case let .cannotWrite(reason): return "cannot write: \(reason)"
        }
    }
}

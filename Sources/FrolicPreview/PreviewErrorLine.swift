import FrolicCore
import FrolicRaster
import FrolicRender

/// The one line `frolic render` prints for an error a preview's render or
/// Save meets, for the page's banner and the HTTP answers: the page is an
/// edge like the command line, so the typed errors become a line here.
func previewErrorLine(_ error: any Error, subject path: String) -> String {
    switch error {
    case let error as FrolicError:
        return error.description
    case let error as InputFileError:
        let field: String
        switch error.file.role {
        case .scene: field = "file"
        case .remoteConfig: field = "--config"
        case let .picture(at): field = at
        case .reference: field = "references"
        }
        return FrolicError(file: error.file.path, field: field, error.message).description
    case let error as RenderOptionsError:
        let option: String
        switch error {
        case .scale: option = "--scale"
        case .lossy: option = "--lossy"
        case .configWithoutSeason: option = "--config"
        }
        return FrolicError(file: "command line", field: option, error.message).description
    case let error as GIFWriterError:
        return FrolicError(file: error.path, field: "-o", error.message).description
    case let error as NewFileError:
        return FrolicError(file: error.path, field: "save", error.message).description
    case let error as PictureSceneFile.NoFreeName:
        return FrolicError(file: error.path, field: "save", "it and \(error.numbered) numbered names beside it are taken").description
    default:
        return FrolicError(file: path, field: "file", "\(error)").description
    }
}

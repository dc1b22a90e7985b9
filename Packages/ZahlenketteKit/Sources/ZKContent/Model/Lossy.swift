/// Decodes one array element without failing the whole array: a bad element becomes a failure
/// with its coding path, so the loader can report it and keep the others.
struct Lossy<Element: Decodable>: Decodable {
    let result: Result<Element, DecodingError>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Element(from: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
        } catch {
            result = .failure(
                .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: String(describing: error))))
        }
    }
}

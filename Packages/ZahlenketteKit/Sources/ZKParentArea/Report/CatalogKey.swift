/// String-catalog keys are lowercase snake_case (spec 6.5); enum raw values are lowerCamelCase.
public enum CatalogKey {
    /// "teenReversal" → "teen_reversal".
    public static func snake(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// Schema version 2 (docs/persistence.md#migrations): a child's home language, the ISO 639-1 code
/// of the language whose number words the child hears after the app's (docs/content.md#home-language-number-words);
/// NULL: none.
enum SchemaV2 {
    static let migration = Migration(
        version: 2,
        sql: """
            ALTER TABLE child_profile ADD COLUMN home_language TEXT;
            PRAGMA user_version = 2;
            """)
}

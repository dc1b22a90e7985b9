/// Schema version 2 (docs/persistence.md#migrations): a child's home language, the ISO 639-1 code
/// of the language whose number words the child hears after the app's
/// (docs/content.md#home-language-number-words), NULL for none; and a profile's left-handed mode
/// for Nachspuren (docs/games.md#nachspuren), off for every profile stored before.
enum SchemaV2 {
    static let migration = Migration(
        version: 2,
        sql: """
            ALTER TABLE child_profile ADD COLUMN home_language TEXT;
            ALTER TABLE child_profile ADD COLUMN left_handed INTEGER NOT NULL DEFAULT 0;
            PRAGMA user_version = 2;
            """)
}

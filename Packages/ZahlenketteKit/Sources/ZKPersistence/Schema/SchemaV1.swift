/// Schema version 1 (docs/persistence.md). Rules of spec 7.2: every key is a UUID text, no
/// unique constraint exists beyond the primary key, every other column is nullable or has a
/// default. Uniqueness of natural keys (one mastery cell per profile, skill and number; one ledger
/// entry per profile, reason and source) is enforced by the repositories inside their
/// transactions, with the lookup indexes below.
enum SchemaV1 {
    static let migration = Migration(
        version: 1,
        sql: """
            CREATE TABLE child_profile (
                id TEXT PRIMARY KEY NOT NULL,
                nickname TEXT NOT NULL DEFAULT '',
                avatar_id TEXT NOT NULL DEFAULT '',
                level TEXT NOT NULL DEFAULT 'littleOnes',
                range_override TEXT,
                daily_limit_minutes INTEGER DEFAULT 20,
                break_nudge_minutes INTEGER DEFAULT 15,
                sort_order INTEGER NOT NULL DEFAULT 0,
                created_at REAL NOT NULL DEFAULT 0
            );
            CREATE TABLE mastery_record (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                skill TEXT NOT NULL DEFAULT 'count',
                number INTEGER NOT NULL DEFAULT 0,
                value REAL NOT NULL DEFAULT 0,
                status TEXT NOT NULL DEFAULT 'new',
                evidence REAL NOT NULL DEFAULT 0,
                first_try_successes INTEGER NOT NULL DEFAULT 0,
                first_try_days TEXT NOT NULL DEFAULT '[]',
                leitner_box INTEGER NOT NULL DEFAULT 0,
                due_on TEXT,
                last_box_move_on TEXT,
                task_count INTEGER NOT NULL DEFAULT 0,
                recent_first_try TEXT NOT NULL DEFAULT '[]',
                last_practiced_on TEXT,
                updated_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX mastery_record_cell ON mastery_record(profile_id, skill, number);
            CREATE TABLE task_attempt (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                round_id TEXT,
                abenteuer_id TEXT,
                session_id TEXT,
                planned_task_id TEXT,
                game_id TEXT NOT NULL DEFAULT '',
                skill TEXT NOT NULL DEFAULT 'count',
                number INTEGER NOT NULL DEFAULT 0,
                partner_number INTEGER,
                secondary_skill TEXT,
                secondary_number INTEGER,
                first_try_correct INTEGER NOT NULL DEFAULT 0,
                attempts INTEGER NOT NULL DEFAULT 0,
                hints_used INTEGER NOT NULL DEFAULT 0,
                solution_shown INTEGER NOT NULL DEFAULT 0,
                response_time_ms INTEGER NOT NULL DEFAULT 0,
                prompt_replays INTEGER NOT NULL DEFAULT 0,
                wrong_answers TEXT NOT NULL DEFAULT '[]',
                result TEXT NOT NULL DEFAULT 'firstTry',
                bucket TEXT NOT NULL DEFAULT 'focus',
                reason TEXT NOT NULL DEFAULT 'focus',
                step INTEGER NOT NULL DEFAULT 1,
                duration_ms INTEGER NOT NULL DEFAULT 0,
                is_reentry INTEGER NOT NULL DEFAULT 0,
                is_last_task_of_round INTEGER NOT NULL DEFAULT 0,
                local_date TEXT NOT NULL DEFAULT '1970-01-01',
                completed_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX task_attempt_profile_date ON task_attempt(profile_id, local_date);
            CREATE INDEX task_attempt_date ON task_attempt(local_date);
            CREATE TABLE game_progress (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                game_id TEXT NOT NULL DEFAULT '',
                step INTEGER NOT NULL DEFAULT 1,
                first_try_window TEXT NOT NULL DEFAULT '[]',
                rounds_at_step INTEGER NOT NULL DEFAULT 0,
                shown_solutions_in_row INTEGER NOT NULL DEFAULT 0,
                game_state_json TEXT,
                demo_seen INTEGER NOT NULL DEFAULT 0,
                rounds_played INTEGER NOT NULL DEFAULT 0,
                last_played_on TEXT,
                updated_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX game_progress_game ON game_progress(profile_id, game_id);
            CREATE TABLE game_number_stat (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                game_id TEXT NOT NULL DEFAULT '',
                number INTEGER NOT NULL DEFAULT 0,
                tasks INTEGER NOT NULL DEFAULT 0,
                first_try_correct INTEGER NOT NULL DEFAULT 0,
                last_played_on TEXT
            );
            CREATE INDEX game_number_stat_cell ON game_number_stat(profile_id, game_id, number);
            CREATE TABLE learning_state (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                range_stage TEXT NOT NULL DEFAULT 'r1to5',
                range_state_json TEXT,
                controller_window TEXT NOT NULL DEFAULT '[]',
                controller_mode TEXT NOT NULL DEFAULT 'neutral',
                stretch_tasks_completed INTEGER NOT NULL DEFAULT 0,
                counted_tasks INTEGER NOT NULL DEFAULT 0,
                probe_results TEXT NOT NULL DEFAULT '[]',
                reentry_rounds_left INTEGER NOT NULL DEFAULT 0,
                last_task_at REAL,
                last_range_check_on TEXT,
                updated_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX learning_state_profile ON learning_state(profile_id);
            CREATE TABLE session_record (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                started_at REAL NOT NULL DEFAULT 0,
                ended_at REAL,
                local_date TEXT NOT NULL DEFAULT '1970-01-01',
                tasks_completed INTEGER NOT NULL DEFAULT 0,
                active_seconds INTEGER NOT NULL DEFAULT 0,
                end_reason TEXT
            );
            CREATE INDEX session_record_profile_date ON session_record(profile_id, local_date);
            CREATE INDEX session_record_date ON session_record(local_date);
            CREATE TABLE daily_usage (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                trusted_date TEXT NOT NULL DEFAULT '1970-01-01',
                active_seconds INTEGER NOT NULL DEFAULT 0,
                extra_minutes INTEGER NOT NULL DEFAULT 0,
                unlimited_today INTEGER NOT NULL DEFAULT 0,
                locked INTEGER NOT NULL DEFAULT 0,
                tasks_completed INTEGER NOT NULL DEFAULT 0,
                first_try_correct INTEGER NOT NULL DEFAULT 0,
                rounds_completed INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX daily_usage_profile_date ON daily_usage(profile_id, trusted_date);
            CREATE TABLE star_ledger (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                reason TEXT NOT NULL DEFAULT 'taskSolved',
                source_id TEXT NOT NULL DEFAULT '',
                amount INTEGER NOT NULL DEFAULT 0,
                created_at REAL NOT NULL DEFAULT 0,
                local_date TEXT NOT NULL DEFAULT '1970-01-01'
            );
            CREATE INDEX star_ledger_source ON star_ledger(profile_id, reason, source_id);
            CREATE TABLE reward_cache (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                balance INTEGER NOT NULL DEFAULT 0,
                rounds_completed INTEGER NOT NULL DEFAULT 0,
                abenteuer_completed INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX reward_cache_profile ON reward_cache(profile_id);
            CREATE TABLE owned_decoration (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                item_id TEXT NOT NULL DEFAULT '',
                size TEXT NOT NULL DEFAULT 'small',
                price INTEGER NOT NULL DEFAULT 0,
                purchased_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX owned_decoration_profile ON owned_decoration(profile_id, item_id);
            CREATE TABLE garden_placement (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                owned_decoration_id TEXT REFERENCES owned_decoration(id) ON DELETE CASCADE,
                x INTEGER NOT NULL DEFAULT 0,
                y INTEGER NOT NULL DEFAULT 0,
                placed_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX garden_placement_profile ON garden_placement(profile_id);
            CREATE INDEX garden_placement_owned ON garden_placement(owned_decoration_id);
            CREATE TABLE friend_award (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                number INTEGER NOT NULL DEFAULT 0,
                awarded_at REAL NOT NULL DEFAULT 0,
                local_date TEXT NOT NULL DEFAULT '1970-01-01'
            );
            CREATE INDEX friend_award_profile ON friend_award(profile_id, number);
            CREATE TABLE sticker_award (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                sticker_id TEXT NOT NULL DEFAULT '',
                source_id TEXT,
                awarded_at REAL NOT NULL DEFAULT 0
            );
            CREATE INDEX sticker_award_profile ON sticker_award(profile_id, sticker_id);
            CREATE TABLE abenteuer_record (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                local_date TEXT NOT NULL DEFAULT '1970-01-01',
                games TEXT NOT NULL DEFAULT '[]',
                seed INTEGER NOT NULL DEFAULT 0,
                rounds_completed INTEGER NOT NULL DEFAULT 0,
                completed_at REAL
            );
            CREATE INDEX abenteuer_record_profile_date ON abenteuer_record(profile_id, local_date);
            CREATE TABLE celebration_queue (
                id TEXT PRIMARY KEY NOT NULL,
                profile_id TEXT REFERENCES child_profile(id) ON DELETE CASCADE,
                kind TEXT NOT NULL DEFAULT 'friend',
                payload TEXT NOT NULL DEFAULT '',
                enqueued_at REAL NOT NULL DEFAULT 0,
                position INTEGER NOT NULL DEFAULT 0
            );
            CREATE INDEX celebration_queue_profile ON celebration_queue(profile_id, position);
            CREATE TABLE store_notice (
                id TEXT PRIMARY KEY NOT NULL,
                kind TEXT NOT NULL DEFAULT '',
                detail TEXT NOT NULL DEFAULT '',
                created_at REAL NOT NULL DEFAULT 0,
                acknowledged INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE store_meta (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT
            );
            PRAGMA user_version = 1;
            """
    )
}

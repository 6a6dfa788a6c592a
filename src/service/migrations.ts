// The service's schema, one SQL script per version; applied in order, never edited once released.
// Every table is scoped by stage: a company's data in `dev` and in `prod` evolve apart. A step SQL cannot write alone
// (hashing) is a function over the connection, run in the same transaction.
import type Database from 'better-sqlite3';
import { hashApiKey } from './api-keys.js';

export type Migration = string | ((db: Database.Database) => void);

/** API keys are kept as SHA-256 hashes only: the plaintext keys of an existing database are hashed and their table
 * dropped, its pages zeroed (secure_delete), so no key stays readable in the file. */
function hashApiKeys(db: Database.Database): void {
  db.exec(`CREATE TABLE api_key_hashes (
    key_sha256 TEXT PRIMARY KEY,
    company_id TEXT NOT NULL REFERENCES companies(id),
    stage TEXT NOT NULL CHECK (stage IN ('prod', 'dev'))
  )`);
  const insert = db.prepare('INSERT OR IGNORE INTO api_key_hashes (key_sha256, company_id, stage) VALUES (?, ?, ?)');
  const keys = db.prepare('SELECT key, company_id, stage FROM api_keys').all() as { key: string; company_id: string; stage: string }[];
  for (const k of keys) insert.run(hashApiKey(k.key), k.company_id, k.stage);
  db.pragma('secure_delete = ON');
  db.exec('DROP TABLE api_keys');
}

export const migrations: Migration[] = [
  `
  CREATE TABLE companies (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    default_language TEXT NOT NULL,
    default_country TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    key TEXT PRIMARY KEY,
    company_id TEXT NOT NULL REFERENCES companies(id),
    stage TEXT NOT NULL CHECK (stage IN ('prod', 'dev'))
  );
  CREATE TABLE teams (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (stage, company_id, id)
  );
  CREATE UNIQUE INDEX teams_by_name ON teams(stage, company_id, name);
  CREATE TABLE cohorts (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (stage, company_id, id)
  );
  CREATE TABLE cohort_members (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    cohort_id TEXT NOT NULL,
    email TEXT NOT NULL,
    PRIMARY KEY (stage, company_id, cohort_id, email)
  );
  CREATE TABLE members (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    firstname TEXT NOT NULL,
    lastname TEXT NOT NULL,
    team_id TEXT,
    manager_email TEXT COLLATE NOCASE,
    talent_type TEXT NOT NULL DEFAULT '',
    impact_rating REAL NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'Active',
    engagement_health_score REAL NOT NULL DEFAULT 0,
    language TEXT NOT NULL,
    country TEXT NOT NULL,
    timezone INTEGER,
    personal_context TEXT,
    PRIMARY KEY (stage, company_id, email)
  );
  CREATE INDEX members_by_email ON members(stage, email);
  CREATE INDEX members_by_team ON members(stage, company_id, team_id);
  CREATE TABLE questions (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL, -- '' for the shared main questions
    question_id TEXT NOT NULL,
    question_text TEXT NOT NULL,
    type TEXT NOT NULL,
    options TEXT NOT NULL,
    skill TEXT NOT NULL,
    dimension TEXT NOT NULL,
    PRIMARY KEY (stage, company_id, question_id)
  );
  CREATE TABLE responses (
    id INTEGER PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    question_id TEXT NOT NULL,
    answer TEXT NOT NULL,
    date TEXT NOT NULL
  );
  CREATE INDEX responses_by_question ON responses(stage, company_id, question_id, date);
  CREATE INDEX responses_by_email ON responses(stage, company_id, email, date);
  CREATE TABLE recognitions (
    id INTEGER PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    sender_email TEXT NOT NULL COLLATE NOCASE,
    amount INTEGER NOT NULL,
    reason TEXT NOT NULL,
    share INTEGER NOT NULL,
    type TEXT NOT NULL,
    createdate TEXT NOT NULL
  );
  CREATE TABLE recognition_recipients (
    recognition_id INTEGER NOT NULL REFERENCES recognitions(id),
    email TEXT NOT NULL COLLATE NOCASE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    PRIMARY KEY (recognition_id, email)
  );
  CREATE INDEX recipients_by_email ON recognition_recipients(email);
  CREATE TABLE presets (
    id TEXT PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    name TEXT NOT NULL,
    goals_feedback TEXT NOT NULL,
    culture_contribution TEXT NOT NULL,
    next_review TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE preset_targets (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('team', 'member')),
    target TEXT NOT NULL COLLATE NOCASE,
    preset_id TEXT NOT NULL REFERENCES presets(id),
    PRIMARY KEY (stage, company_id, kind, target)
  );
  CREATE TABLE boosts (
    id INTEGER PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    employee_email TEXT NOT NULL COLLATE NOCASE,
    reviewer_email TEXT NOT NULL COLLATE NOCASE,
    review_date TEXT NOT NULL,
    goal_rating TEXT NOT NULL,
    goal_examples TEXT NOT NULL,
    culture_rating TEXT NOT NULL,
    culture_examples TEXT NOT NULL,
    future_goals TEXT,
    future_skills TEXT
  );
  CREATE INDEX boosts_by_employee ON boosts(stage, company_id, employee_email, review_date);
  CREATE TABLE imports (
    id TEXT PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    summary TEXT NOT NULL
  );
  `,
  // Exports page deep into large result sets with OFFSET: covering indexes let SQLite skip rows without reading the table.
  `
  DROP INDEX responses_by_question;
  DROP INDEX responses_by_email;
  CREATE INDEX responses_by_question ON responses(stage, company_id, question_id, date, id, email, answer);
  CREATE INDEX responses_by_email ON responses(stage, company_id, email, date, id, question_id, answer);
  `,
  // Members are only ever looked up within the caller's company: the cross-company index served a membership oracle.
  `
  DROP INDEX members_by_email;
  `,
  // The member-import rate limit's window lives here so a restart of the service does not reset it.
  `
  CREATE TABLE rate_windows (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (stage, company_id)
  );
  `,
  // Company scale (issue 12): the town hall reads a period of recognitions from an index holding what it sums; a
  // recipient's recognitions are found from the index alone; feedback by reviewer no longer scans every boost.
  `
  CREATE INDEX recognitions_by_date ON recognitions(stage, company_id, createdate, share, amount, sender_email);
  DROP INDEX recipients_by_email;
  CREATE INDEX recipients_by_email ON recognition_recipients(email, recognition_id);
  CREATE INDEX boosts_by_reviewer ON boosts(stage, company_id, reviewer_email, review_date);
  `,
  // The town hall's survey participation reads a period's answers and who gave them from an index alone.
  `
  CREATE INDEX responses_by_date ON responses(stage, company_id, date, email);
  `,
  // A team's shared recognitions are read as one range of recognition_teams: one row per shared recognition and team of
  // its current recipients (a kudos to everyone is 500 rows, not 100,000 index entries), kept right by triggers whoever
  // writes. A writer that records a recognition's teams itself (set-based, for groups) marks its recipient rows
  // team_recorded = 1 and the per-row trigger skips them.
  // The town hall reads per-day rollups, folded in from a watermark (repositories/rollups.ts); a delete or an edit of
  // the rows they sum marks them stale, and the next fold rebuilds them. The health bands are counted from an index.
  `
  CREATE TABLE recognition_teams (
    team_ref INTEGER NOT NULL, -- rowid in teams
    createdate TEXT NOT NULL,
    recognition_id INTEGER NOT NULL,
    PRIMARY KEY (team_ref, createdate, recognition_id)
  ) WITHOUT ROWID;
  CREATE INDEX recognition_teams_by_recognition ON recognition_teams(recognition_id);
  INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT t.rowid, r.createdate, r.id FROM recognition_recipients rr
    JOIN recognitions r ON r.id = rr.recognition_id AND r.share = 1
    JOIN members m ON m.stage = r.stage AND m.company_id = r.company_id AND m.email = rr.email
    JOIN teams t ON t.stage = m.stage AND t.company_id = m.company_id AND t.id = m.team_id;
  ALTER TABLE recognition_recipients ADD COLUMN team_recorded INTEGER NOT NULL DEFAULT 0;

  CREATE TRIGGER recipient_added AFTER INSERT ON recognition_recipients WHEN NEW.team_recorded = 0 BEGIN
    INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT t.rowid, r.createdate, r.id FROM recognitions r
    JOIN members m ON m.stage = r.stage AND m.company_id = r.company_id AND m.email = NEW.email
    JOIN teams t ON t.stage = m.stage AND t.company_id = m.company_id AND t.id = m.team_id
    WHERE r.id = NEW.recognition_id AND r.share = 1;
  END;
  CREATE TRIGGER recipient_removed AFTER DELETE ON recognition_recipients BEGIN
    DELETE FROM recognition_teams WHERE recognition_id = OLD.recognition_id AND NOT EXISTS (
      SELECT 1 FROM recognition_recipients o JOIN recognitions r ON r.id = o.recognition_id
      JOIN members m ON m.stage = r.stage AND m.company_id = r.company_id AND m.email = o.email
      JOIN teams t ON t.stage = m.stage AND t.company_id = m.company_id AND t.id = m.team_id
      WHERE o.recognition_id = OLD.recognition_id AND t.rowid = recognition_teams.team_ref);
  END;
  CREATE TRIGGER recognition_reshared AFTER UPDATE OF share, createdate ON recognitions BEGIN
    DELETE FROM recognition_teams WHERE recognition_id = NEW.id;
    INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT t.rowid, NEW.createdate, NEW.id FROM recognition_recipients rr
    JOIN members m ON m.stage = NEW.stage AND m.company_id = NEW.company_id AND m.email = rr.email
    JOIN teams t ON t.stage = m.stage AND t.company_id = m.company_id AND t.id = m.team_id
    WHERE rr.recognition_id = NEW.id AND NEW.share = 1;
  END;
  CREATE TRIGGER recognition_removed AFTER DELETE ON recognitions BEGIN
    DELETE FROM recognition_teams WHERE recognition_id = OLD.id;
  END;
  -- A member who joins or moves brings the shared recognitions they received to their team; the team they left keeps
  -- a recognition only while another of its current members received it.
  CREATE TRIGGER member_joined AFTER INSERT ON members WHEN NEW.team_id IS NOT NULL BEGIN
    INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT t.rowid, r.createdate, r.id FROM teams t, recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id
    WHERE t.stage = NEW.stage AND t.company_id = NEW.company_id AND t.id = NEW.team_id
      AND rr.email = NEW.email AND r.stage = NEW.stage AND r.company_id = NEW.company_id AND r.share = 1;
  END;
  CREATE TRIGGER member_moved AFTER UPDATE OF team_id ON members WHEN OLD.team_id IS NOT NEW.team_id BEGIN
    DELETE FROM recognition_teams
    WHERE team_ref = (SELECT rowid FROM teams WHERE stage = OLD.stage AND company_id = OLD.company_id AND id = OLD.team_id)
      AND recognition_id IN (SELECT recognition_id FROM recognition_recipients WHERE email = OLD.email)
      AND NOT EXISTS (SELECT 1 FROM members m JOIN recognition_recipients o ON o.recognition_id = recognition_teams.recognition_id AND o.email = m.email
                      WHERE m.stage = OLD.stage AND m.company_id = OLD.company_id AND m.team_id = OLD.team_id);
    INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT t.rowid, r.createdate, r.id FROM teams t, recognition_recipients rr JOIN recognitions r ON r.id = rr.recognition_id
    WHERE t.stage = NEW.stage AND t.company_id = NEW.company_id AND t.id = NEW.team_id
      AND rr.email = NEW.email AND r.stage = NEW.stage AND r.company_id = NEW.company_id AND r.share = 1;
  END;
  CREATE TRIGGER team_created AFTER INSERT ON teams BEGIN
    INSERT OR IGNORE INTO recognition_teams (team_ref, createdate, recognition_id)
    SELECT NEW.rowid, r.createdate, r.id FROM members m JOIN recognition_recipients rr ON rr.email = m.email JOIN recognitions r ON r.id = rr.recognition_id
    WHERE m.stage = NEW.stage AND m.company_id = NEW.company_id AND m.team_id = NEW.id AND r.stage = NEW.stage AND r.company_id = NEW.company_id AND r.share = 1;
  END;

  CREATE TABLE recognition_days (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    shared INTEGER NOT NULL DEFAULT 0, -- shared recognitions with at least one recipient
    coins INTEGER NOT NULL DEFAULT 0, -- their amount times their recipients
    highlight_amount INTEGER, -- the day's largest shared recognition (then the latest, then the last written)
    highlight_createdate TEXT,
    highlight_id INTEGER,
    PRIMARY KEY (stage, company_id, day)
  ) WITHOUT ROWID;
  CREATE TABLE recognition_day_givers (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    sender_email TEXT NOT NULL COLLATE NOCASE,
    PRIMARY KEY (stage, company_id, day, sender_email)
  ) WITHOUT ROWID;
  CREATE TABLE response_days (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    answers INTEGER NOT NULL,
    PRIMARY KEY (stage, company_id, day)
  ) WITHOUT ROWID;
  -- How far the rollups have read each table (its largest rowid folded in), and 'stale' = 1 once a summed row changed.
  CREATE TABLE rollup_marks (name TEXT PRIMARY KEY, mark INTEGER NOT NULL) WITHOUT ROWID;
  INSERT INTO rollup_marks VALUES ('recognitions', 0), ('recipients', 0), ('responses', 0), ('stale', 0);
  CREATE TRIGGER recognition_changed AFTER UPDATE OF stage, company_id, sender_email, amount, share, createdate ON recognitions BEGIN
    UPDATE rollup_marks SET mark = 1 WHERE name = 'stale';
  END;
  CREATE TRIGGER recognition_deleted AFTER DELETE ON recognitions BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  CREATE TRIGGER recipient_changed AFTER UPDATE OF recognition_id ON recognition_recipients BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  CREATE TRIGGER recipient_deleted AFTER DELETE ON recognition_recipients BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  CREATE TRIGGER response_changed AFTER UPDATE OF stage, company_id, date ON responses BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  CREATE TRIGGER response_deleted AFTER DELETE ON responses BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;

  CREATE INDEX members_by_health ON members(stage, company_id, status, engagement_health_score);
  `,
  // The town hall's distinct counts and most recognised, per day too: who gave, who received what and who answered,
  // each person as a small integer (rollup_people), so a quarter is summed over integers, not e-mails. The next fold
  // rebuilds every rollup ('stale').
  `
  CREATE TABLE rollup_people (
    id INTEGER PRIMARY KEY,
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE,
    UNIQUE (stage, company_id, email)
  );
  DROP TABLE recognition_day_givers;
  CREATE TABLE recognition_day_givers (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    person INTEGER NOT NULL,
    PRIMARY KEY (stage, company_id, day, person)
  ) WITHOUT ROWID;
  CREATE TABLE recognition_day_recipients (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    person INTEGER NOT NULL,
    coins INTEGER NOT NULL,
    received INTEGER NOT NULL,
    PRIMARY KEY (stage, company_id, day, person)
  ) WITHOUT ROWID;
  CREATE TABLE response_day_people (
    stage TEXT NOT NULL,
    company_id TEXT NOT NULL,
    day TEXT NOT NULL,
    person INTEGER NOT NULL,
    PRIMARY KEY (stage, company_id, day, person)
  ) WITHOUT ROWID;
  CREATE TRIGGER recipient_readdressed AFTER UPDATE OF email ON recognition_recipients BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  CREATE TRIGGER response_readdressed AFTER UPDATE OF email ON responses BEGIN UPDATE rollup_marks SET mark = 1 WHERE name = 'stale'; END;
  UPDATE rollup_marks SET mark = 1 WHERE name = 'stale';
  `,
  hashApiKeys,
  // Deep pages (issue 24): a recipient's recognitions are read newest first from one index range, (email, createdate,
  // recognition_id), so page N+1 seeks from page N's last key instead of gathering and sorting all of them for every
  // page. Each recipient row carries its recognition's createdate; triggers keep it right whoever writes.
  `
  ALTER TABLE recognition_recipients ADD COLUMN createdate TEXT;
  UPDATE recognition_recipients SET createdate = (SELECT r.createdate FROM recognitions r WHERE r.id = recognition_id);
  DROP INDEX recipients_by_email;
  CREATE INDEX recipients_by_email ON recognition_recipients(email, createdate, recognition_id);
  CREATE TRIGGER recipient_dated AFTER INSERT ON recognition_recipients WHEN NEW.createdate IS NULL BEGIN
    UPDATE recognition_recipients SET createdate = (SELECT r.createdate FROM recognitions r WHERE r.id = NEW.recognition_id) WHERE rowid = NEW.rowid;
  END;
  CREATE TRIGGER recipient_moved AFTER UPDATE OF recognition_id ON recognition_recipients BEGIN
    UPDATE recognition_recipients SET createdate = (SELECT r.createdate FROM recognitions r WHERE r.id = NEW.recognition_id) WHERE rowid = NEW.rowid;
  END;
  CREATE TRIGGER recognition_redated AFTER UPDATE OF createdate ON recognitions BEGIN
    UPDATE recognition_recipients SET createdate = NEW.createdate WHERE recognition_id = NEW.id;
  END;
  `,
];

// The service's schema, one SQL script per version; applied in order, never edited once released.
// Every table is scoped by stage: a company's data in `dev` and in `prod` evolve apart.
export const migrations: string[] = [
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
];

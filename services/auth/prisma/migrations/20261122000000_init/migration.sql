-- Auth service schema. Unqualified: the migration runner sets search_path to "auth".

CREATE TYPE address_type AS ENUM ('home', 'work', 'other');
CREATE TYPE reset_channel AS ENUM ('email', 'sms');

CREATE TABLE users (
  id                   SERIAL PRIMARY KEY,
  first_name           TEXT NOT NULL,
  last_name            TEXT NOT NULL,
  email                TEXT,
  phone                TEXT,
  password_hash        TEXT NOT NULL,
  community_id         INTEGER,
  profile_image_url    TEXT,
  dietary_preferences  TEXT[] NOT NULL DEFAULT '{}',
  points               INTEGER NOT NULL DEFAULT 0,
  onboarding_completed BOOLEAN NOT NULL DEFAULT false,
  flat_number          TEXT,
  floor                TEXT,
  block                TEXT,
  delivery_address     TEXT,
  created_at           TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  updated_at           TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  -- Normalised on the way in, so plain unique indexes catch duplicates whatever the caller typed.
  CONSTRAINT users_email_lower_case CHECK (email = lower(email)),
  CONSTRAINT users_phone_normalised CHECK (phone ~ '^\+?[0-9]+$'),
  CONSTRAINT users_points_not_negative CHECK (points >= 0)
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE UNIQUE INDEX users_phone_key ON users (phone);

CREATE TABLE sessions (
  id           TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  created_at   TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  last_seen_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ(3) NOT NULL,
  revoked_at   TIMESTAMPTZ(3),
  user_agent   TEXT,
  ip           TEXT
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE admins (
  id            SERIAL PRIMARY KEY,
  username      TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admins_username_key ON admins (username);

CREATE TABLE admin_sessions (
  id           TEXT PRIMARY KEY,
  admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE ON UPDATE CASCADE,
  created_at   TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  last_seen_at TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  expires_at   TIMESTAMPTZ(3) NOT NULL,
  revoked_at   TIMESTAMPTZ(3),
  user_agent   TEXT,
  ip           TEXT
);
CREATE INDEX admin_sessions_admin_id_idx ON admin_sessions (admin_id);

CREATE TABLE addresses (
  id                SERIAL PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  address_type      address_type NOT NULL DEFAULT 'home',
  flat_number       TEXT,
  floor             TEXT,
  street_address    TEXT NOT NULL,
  community_id      INTEGER,
  community_address TEXT,
  pincode           TEXT NOT NULL,
  city_id           INTEGER,
  city_name         TEXT,
  state             TEXT,
  latitude          DECIMAL(9, 6),
  longitude         DECIMAL(9, 6),
  is_default        BOOLEAN NOT NULL DEFAULT false,
  created_at        TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  updated_at        TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT addresses_latitude_range CHECK (latitude BETWEEN -90 AND 90),
  CONSTRAINT addresses_longitude_range CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX addresses_user_id_idx ON addresses (user_id);
-- At most one default address per user; Prisma's schema language cannot express a partial index.
CREATE UNIQUE INDEX addresses_one_default_per_user ON addresses (user_id) WHERE is_default;

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE ON UPDATE CASCADE,
  channel    reset_channel NOT NULL,
  expires_at TIMESTAMPTZ(3) NOT NULL,
  used_at    TIMESTAMPTZ(3),
  created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

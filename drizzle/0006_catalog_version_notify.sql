-- Written by hand: the counter also announces each change (NOTIFY, delivered on commit), so the
-- embedded database's single process knows the catalogue version without reading it per request
-- (src/server/db/catalog-version.ts). PostgreSQL instances keep reading the counter.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('catalog_version', next_version::text);
  RETURN NULL;
END
$$;

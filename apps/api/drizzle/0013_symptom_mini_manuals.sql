-- Issue #31: the mini-manuals that go with a condition, by slug (tables/symptoms.yaml
-- `miniManuales`, checked against documents/mini-manual.yaml when seeding), in the seed's order;
-- the detail answers the active ones (`content/symptoms.ts`).
ALTER TABLE "symptoms" ADD COLUMN "mini_manuals" text[] DEFAULT '{}' NOT NULL;
import { describe, expect, it } from 'vitest';
import { describeStores } from './describe-stores.ts';

const s3 = { endpoint: 'https://s3.example.test', bucket: 'site-files', accessKeyId: 'AKIA-not-shown', secretAccessKey: 'secret-not-shown', region: 'eu-west-1' };

describe('describeStores', () => {
  it('names PostgreSQL without its password, and the bucket without its keys', () => {
    const said = describeStores({ databaseUrl: 'postgres://site:hunter2@db.internal:5432/site', dataDir: '/unused', filesDir: null, s3 });
    expect(said).toEqual({ database: 'PostgreSQL at postgres://site@db.internal:5432/site', files: 'the bucket site-files at https://s3.example.test' });
    expect(JSON.stringify(said)).not.toMatch(/hunter2|AKIA|secret-not-shown/);
  });

  it('says when the process runs on its own embedded database and this machine\'s disk', () => {
    expect(describeStores({ databaseUrl: null, dataDir: '/srv/site/.data', filesDir: '/srv/site/.data/files', s3: null })).toEqual({
      database: 'the embedded PGlite in /srv/site/.data/pglite (this process alone: one machine, no job workers apart)',
      files: "the folder /srv/site/.data/files (this machine's disk)",
    });
    expect(describeStores({ databaseUrl: null, dataDir: 'memory://', filesDir: null, s3: null })).toEqual({ database: 'the embedded PGlite, in memory (nothing kept)', files: 'memory (nothing kept)' });
  });
});

import { evidenceApi, evidenceTransferApi, type EvidenceArea } from '../../../../src/api/evidence';
import { attachment } from '../../areas/real-world-files';
import { ApiFailure, CODES, MESSAGES } from '../envelope';
import { sealRecord } from '../seal/seal';
import type { AreaModule } from '../types';
import { contentDigest } from './canonical';
import { evidenceOf, evidenceSchema } from './chain';
import { pinRoutes, pinSchema } from './pin';
import { SIGN_CODES } from './policy';
import { evidenceSourceOf, type EvidenceSource } from './sources';

function sourceOf(area: string): EvidenceSource {
  const source = evidenceSourceOf(area);
  if (!source) throw new ApiFailure(404, CODES.notFound, MESSAGES.notFound);
  return source;
}

/** The evidence store and its endpoints, as one module of the demo server (areas/index.ts). */
export const evidenceArea: AreaModule = {
  name: 'evidence',
  schema(db) {
    evidenceSchema(db);
    pinSchema(db);
  },
  seed() {},
  routes(api) {
    pinRoutes(api);
    api.handle(evidenceApi.record, (req, { db, user, now }) => {
      const source = sourceOf(req.area);
      const content = source.content(db, req.id, user, now());
      const { entries, verification } = evidenceOf(db, req.area, req.id);
      return {
        area: req.area as EvidenceArea,
        id: req.id,
        policy: source.policy(content, db),
        contentDigest: contentDigest(content),
        entries,
        verification,
      };
    });
    api.handle(evidenceTransferApi.sealed, async (req, { db, user, now }) => {
      const source = sourceOf(req.area);
      const content = source.content(db, req.id, user, now());
      const evidence = evidenceOf(db, req.area, req.id);
      if (!evidence.entries.length) {
        throw new ApiFailure(409, SIGN_CODES.notSealable, 'This record has no decision to seal yet.');
      }
      const pdf = await sealRecord(content, evidence, now());
      return attachment(`${req.id}-sealed.pdf`, 'application/pdf', pdf);
    });
  },
};

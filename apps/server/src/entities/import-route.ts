import { API_ERROR_CODES } from '@vitrine/contract/errors';
import type { FastifyInstance } from 'fastify';
import { requireEntityAccess } from './entity-access';
import { type EntityAudit, LEAD_ENTITIES, NO_ENTITY_AUDIT } from './entity-audit';
import { badRequest } from '../http/http-error';
import { multipartFile, readingMultipart } from '../http/multipart-file';
import { ValidationError } from './entity-errors';
import type { EntityStore } from './entity-store';
import { readImportFile } from './import-records';
import { assertPublishing } from './owned-records';
import { assertGuarded, type RecordGuards } from './record-guards';
import { entityOrNotFound } from './request-body';

type ImportParams = { appId: string; entity: string };

/**
 * `POST …/{Entity}/import`: a multipart CSV or JSON file, imported all or nothing. Answered as
 * `@base44/sdk` types it (`ImportResult`): the created records in `output`, or a 422 with
 * `output: null` and the rejected rows with their reasons.
 */
export function registerImportRoute(
  app: FastifyInstance,
  store: EntityStore,
  guards?: RecordGuards,
  audit: EntityAudit = NO_ENTITY_AUDIT,
) {
  app.post<{ Params: ImportParams }>(
    '/:entity/import',
    { preHandler: requireEntityAccess('import') },
    async (request, reply) => {
      const entity = entityOrNotFound(request.params.entity);
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data in a field named "file"');
      const file = await multipartFile(request);
      if (!file || file.fieldname !== 'file')
        throw badRequest('The upload needs a field named "file"');
      const text = (await readingMultipart(() => file.toBuffer())).toString('utf8');
      const records = readImportFile(entity, file.filename, file.mimetype, text);
      for (const record of records) assertPublishing(request, entity, undefined, record);
      await assertGuarded(request, store, guards, entity, {
        target: null,
        inputs: records,
        kind: 'create',
      });
      try {
        const stored = await store.createMany(entity, records, {
          createdBy: request.caller?.email ?? null,
        });
        if (LEAD_ENTITIES.has(entity.name)) {
          const summary = `Imported ${stored.length} ${entity.name} records from ${file.filename}`;
          await audit(request, { action: 'lead.imported', target_entity: entity.name, summary });
        }
        return {
          status: 'success',
          details: `Imported ${stored.length} records`,
          output: stored,
        };
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        const rejected = new Map<number, { field: string; message: string }[]>();
        for (const issue of error.issues) {
          const match = /^\[(\d+)\]\.(.*)$/.exec(issue.field);
          // A file of one record: its issues name the fields alone.
          const row = match ? Number(match[1]) + 1 : records.length === 1 ? 1 : 0;
          const list = rejected.get(row) ?? [];
          list.push({
            field: match?.[2] ?? issue.field,
            message: issue.message.replace(/^\[\d+\]\./, ''),
          });
          rejected.set(row, list);
        }
        const report = [...rejected].map(([row, errors]) => ({ row, errors }));
        const message = `${report.length} of ${records.length} records were rejected; nothing was imported`;
        return reply.status(422).send({
          status: 'error',
          message,
          detail: message,
          details: message,
          code: API_ERROR_CODES.validationFailed,
          output: null,
          rejected: report,
        });
      }
    },
  );
}

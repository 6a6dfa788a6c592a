// An admin whose Slack speaks Spanish: setup, the company values, a refused export option and the export itself (its
// progress and the CSV's headers, in the same column order) answer in Spanish; an English admin's file keeps the field
// names as its header.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';

const ESP = 'UADMES';
const h = useHarness({ extraUsers: [{ id: ESP, name: 'Elena Admin', email: 'elena.admin@acme.test', locale: 'es-ES', is_admin: true }] });

async function reply(command: string, user = ESP) {
  const before = h.current.fake.callsTo('response_url').length;
  await h.current.command(command, user);
  return textOf((await waitFor(() => h.current.fake.callsTo('response_url')[before], 'reply')).args);
}

/** The next CSV sent after `since` uploads, as its header row and its rows. */
async function nextCsv(since: number) {
  const complete = await waitFor(() => h.current.fake.callsTo('files.completeUploadExternal')[since], 'upload', 30_000);
  const id = String((complete.args.files as { id: string }[])[0]!.id);
  const text = h.current.fake.workspace.files.get(id)!.bytes!.toString('utf8');
  return { header: (parse(text, { to: 1 }) as string[][])[0]!, rows: parse(text, { columns: true }) as Record<string, string>[] };
}

describe('an admin reading Kudos in Spanish', () => {
  it('gets the setup form in Spanish', async () => {
    const before = h.current.fake.callsTo('views.open').length;
    await h.current.command('setup', ESP);
    const open = await waitFor(() => h.current.fake.callsTo('views.open')[before], 'setup modal');
    const view = open.args.view as { title: { text: string } };
    expect(view.title.text).toBe('Configuración');
    expect(textOf(view)).toContain('Idioma');
    expect(textOf(view)).not.toContain('Workspace setup');
  });

  it('reads the company values’ answer in Spanish', async () => {
    expect(await reply('values')).toContain('Este espacio de trabajo aún no tiene valores de la empresa.');
  });

  it('is told in Spanish what is wrong with an export option', async () => {
    expect(await reply('export responses --from yesterday')).toContain('`--from` necesita una fecha como 2026-01-31 (año-mes-día)');
  });

  it('gets the export’s progress and its CSV headers in Spanish, the columns in the same order', async () => {
    const since = h.current.fake.callsTo('files.completeUploadExternal').length;
    expect(await reply('export questions --skill empathy')).toContain('Exportando preguntas; el CSV te llegará');
    const { header, rows } = await nextCsv(since);
    expect(header).toEqual(['ID de pregunta', 'Pregunta', 'Tipo', 'Opciones', 'Habilidad', 'Dimensión']);
    expect(rows.find((r) => r['ID de pregunta'] === 'q-main-1')).toMatchObject({ Pregunta: 'Main one', Opciones: 'Yes | No', Habilidad: 'Empathy' });
    const done = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.update')
          .map((c) => String(c.args.text))
          .find((t) => t.includes('Se export')),
      'summary',
    );
    expect(done).toContain('Se exportó 1 pregunta (habilidad Empathy). El CSV está abajo.');
  });

  it('an English admin’s file keeps the field names as its header', async () => {
    const since = h.current.fake.callsTo('files.completeUploadExternal').length;
    await h.current.command('export questions --skill empathy', 'UCEO');
    expect((await nextCsv(since)).header).toEqual(['question_id', 'question_text', 'type', 'options', 'skill', 'dimension']);
  });
});

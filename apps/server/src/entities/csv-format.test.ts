import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { describe, expect, it } from 'vitest';
import { csvCell, csvColumns, csvLine, exportFileName } from './csv-format';

describe('CSV format', () => {
  it('quotes per RFC 4180 only when needed, doubling quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Roux, fils')).toBe('"Roux, fils"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('ends\r')).toBe('"ends\r"');
  });

  it('writes lists with "; ", booleans as true/false, and nothing as empty', () => {
    expect(csvCell(['analytics', 'scheduling'])).toBe('analytics; scheduling');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('separates by ; when asked, quoting cells that hold a ; rather than a comma', () => {
    expect(csvLine(['a,b', 'c;d', 'e'], ';')).toBe('a,b;"c;d";e\r\n');
    expect(csvLine(['a,b', 'c;d', 'e'])).toBe('"a,b",c;d,e\r\n');
    expect(csvLine(['=1;2', 'x'], ';')).toBe('"\'=1;2";x\r\n');
  });

  it('stops spreadsheets from running cells as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+33 6 12')).toBe("'+33 6 12");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell(['=1+1', 'b'])).toBe("'=1+1; b");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b,c', undefined])).toBe('a,"b,c",\r\n');
  });

  it('puts id and created_date first, then the schema order or the chosen fields', () => {
    expect(csvColumns(WaitlistSubscriber)).toEqual([
      'id',
      'created_date',
      'firstName',
      'lastName',
      'email',
      'company',
      'role',
      'screensCount',
      'interests',
      'language',
    ]);
    expect(csvColumns(WaitlistSubscriber, ['email', 'id', 'language'])).toEqual([
      'id',
      'created_date',
      'email',
      'language',
    ]);
  });

  it('names the file after the entity and the day', () => {
    const day = new Date('2026-05-04T23:30:00Z');
    expect(exportFileName(WaitlistSubscriber, day)).toBe('waitlist-subscriber-2026-05-04.csv');
  });
});

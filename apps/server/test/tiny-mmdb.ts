import { writeFileSync } from 'node:fs';

/** MaxMind DB data section encoding (https://maxmind.github.io/MaxMind-DB/), for a test file. */
function encodeString(value: string) {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length >= 29) throw new Error('short strings only');
  return Buffer.concat([Buffer.from([(2 << 5) | bytes.length]), bytes]);
}

function encodeUnsigned(type: 5 | 6 | 9, value: number) {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  if (type === 9) return Buffer.from([bytes.length, 9 - 7, ...bytes]);
  return Buffer.from([(type << 5) | bytes.length, ...bytes]);
}

type Value =
  | string
  | { uint16: number }
  | { uint32: number }
  | { uint64: number }
  | Value[]
  | { [key: string]: Value };

function encode(value: Value): Buffer {
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value))
    return Buffer.concat([Buffer.from([value.length, 11 - 7]), ...value.map(encode)]);
  if ('uint16' in value && typeof value.uint16 === 'number') return encodeUnsigned(5, value.uint16);
  if ('uint32' in value && typeof value.uint32 === 'number') return encodeUnsigned(6, value.uint32);
  if ('uint64' in value && typeof value.uint64 === 'number') return encodeUnsigned(9, value.uint64);
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([
    Buffer.from([(7 << 5) | entries.length]),
    ...entries.flatMap(([key, item]) => [encodeString(key), encode(item)]),
  ]);
}

/**
 * Writes an IPv4 country database holding one network (`a.b.c.0/24` of `network`) with the
 * country `isoCode`; every other address has no record. Built here so no test downloads one.
 */
export function writeCountryDatabase(file: string, network: string, isoCode: string) {
  const prefix = 24;
  const address = network.split('.').reduce((total, part) => total * 256 + Number(part), 0);
  const nodeCount = prefix;
  const data = encode({ country: { iso_code: isoCode } });
  const dataPointer = nodeCount + 16;
  const tree = Buffer.alloc(nodeCount * 6);
  for (let node = 0; node < nodeCount; node += 1) {
    const bit = Math.floor(address / 2 ** (31 - node)) % 2;
    const next = node + 1 < nodeCount ? node + 1 : dataPointer;
    const records = bit === 0 ? [next, nodeCount] : [nodeCount, next];
    tree.writeUIntBE(records[0]!, node * 6, 3);
    tree.writeUIntBE(records[1]!, node * 6 + 3, 3);
  }
  const metadata = encode({
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: { uint64: 1_700_000_000 },
    database_type: 'Test-Country',
    description: { en: 'test' },
    ip_version: { uint16: 4 },
    languages: ['en'],
    node_count: { uint32: nodeCount },
    record_size: { uint16: 24 },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')]);
  writeFileSync(file, Buffer.concat([tree, Buffer.alloc(16), data, marker, metadata]));
}

import maxmind, { type CountryResponse, type Reader } from 'maxmind';

export type CountryLookup = (address: string) => string | null;

const noCountry: CountryLookup = () => null;

/** `203.0.113.7` of `::ffff:203.0.113.7`, as IPv4 databases index it. */
function plainAddress(address: string) {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

function lookupIn(reader: Reader<CountryResponse>): CountryLookup {
  return (address) => {
    try {
      const code = reader.get(plainAddress(address))?.country?.iso_code;
      return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch {
      // An address the database cannot hold (IPv6 in an IPv4 file): no country.
      return null;
    }
  };
}

/**
 * The country code of a client address, from the local MaxMind-format file `GEOIP_DATABASE`
 * (read once at start, never downloaded). Without the file, or if it cannot be read, no visit
 * gets a country: the reason is logged and the site goes on.
 */
export async function openCountryLookup(
  file: string | undefined,
  log: { error(object: object, message: string): void },
): Promise<CountryLookup> {
  if (!file) return noCountry;
  try {
    return lookupIn(await maxmind.open<CountryResponse>(file, { cache: { max: 5000 } }));
  } catch (error) {
    log.error({ err: error, file }, 'GEOIP_DATABASE could not be read: no country is stored');
    return noCountry;
  }
}

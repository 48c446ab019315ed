/** The width of the e-mail's column (600 px) less its padding: images are drawn at most this wide. */
export const CONTENT_WIDTH = 552;
export const EMAIL_WIDTH = 600;

/**
 * The e-mail's colours, light (inline) and dark (the layout's `prefers-color-scheme` rules).
 * Every text colour reaches 4.5:1 on the background it sits on, in both schemes.
 */
export const MAIL_COLORS = {
  background: '#f4f5f7',
  card: '#ffffff',
  text: '#1f2933',
  ink: '#0b1736',
  muted: '#52606d',
  link: '#4338ca',
  quote: '#3e4c59',
  rule: '#d9dde3',
  codeBackground: '#f4f5f7',
  button: '#4338ca',
  buttonText: '#ffffff',
} as const;

export const DARK_COLORS = {
  background: '#0b1120',
  card: '#111827',
  text: '#e5e7eb',
  ink: '#f9fafb',
  muted: '#cbd2d9',
  link: '#a5b4fc',
  rule: '#374151',
  codeBackground: '#1f2937',
} as const;

export const MAIL_FONT = {
  sans: "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  mono: "SFMono-Regular,Consolas,'Liberation Mono',Menlo,monospace",
} as const;

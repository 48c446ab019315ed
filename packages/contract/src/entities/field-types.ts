import Type from 'typebox';
import { LOCALES } from '../locales';

/** Shared field builders so every entity caps lengths the same way. */
export const Email = () => Type.String({ format: 'email', maxLength: 254 });
export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
export const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const LanguageField = () => Type.Enum(LOCALES);

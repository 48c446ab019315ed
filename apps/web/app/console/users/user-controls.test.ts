import { describe, expect, it } from 'vitest';
import { userControls } from './user-controls';

const owner = { id: 'o', role: 'owner', disabled: false } as const;
const admin = { id: 'a', role: 'admin', disabled: false } as const;
const editor = { id: 'e', role: 'editor', disabled: false } as const;

describe('userControls', () => {
  it('gives an admin no role, access or password control on the owner', () => {
    expect(userControls(admin, owner)).toEqual({
      role: false,
      access: false,
      password: false,
      transfer: false,
    });
  });

  it('lets the owner set their own password, never their own role, access or ownership', () => {
    expect(userControls(owner, owner)).toEqual({
      role: false,
      access: false,
      password: true,
      transfer: false,
    });
  });

  it('offers the owner the transfer to another active console account only', () => {
    expect(userControls(owner, editor).transfer).toBe(true);
    expect(userControls(owner, { ...editor, disabled: true }).transfer).toBe(false);
    expect(userControls(owner, { id: 'u', role: 'user', disabled: false }).transfer).toBe(false);
    expect(userControls(admin, editor).transfer).toBe(false);
  });

  it('lets an admin manage every other account', () => {
    expect(userControls(admin, editor)).toEqual({
      role: true,
      access: true,
      password: true,
      transfer: false,
    });
  });
});

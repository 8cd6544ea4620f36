import { describe, expect, it } from 'vitest';
import {
  type AdminStatusVariant,
  type StatusVariant,
  adminStatusVariant,
  publicStatusVariant,
} from '../../src/lib/catalogue/speciesStatus.ts';

describe('publicStatusVariant', () => {
  it.each<[string, StatusVariant]>([
    ['Thriving', 'strong'],
    ['Abundant', 'strong'],
    ['Stable', 'secondary'],
    ['Growing', 'secondary'],
    ['Endangered', 'warning'],
    // Declining is in the admin option list but has no public style of its own.
    ['Declining', 'outline'],
    // Case-insensitive.
    ['thriving', 'strong'],
    ['ABUNDANT', 'strong'],
    ['sTaBlE', 'secondary'],
    ['GROWING', 'secondary'],
    ['endangered', 'warning'],
    // Stray whitespace from a hand-typed status does not change the reading.
    [' Thriving ', 'strong'],
    // Free text falls back to the outline.
    ['Critically Endangered', 'outline'],
    ['Unknown', 'outline'],
    ['', 'outline'],
  ])('%j is %s', (status, variant) => {
    expect(publicStatusVariant(status)).toBe(variant);
  });
});

describe('adminStatusVariant', () => {
  it.each<[string, AdminStatusVariant]>([
    ['Thriving', 'default'],
    ['Abundant', 'default'],
    ['Endangered', 'destructive'],
    // Every other option of the admin forms is secondary.
    ['Stable', 'secondary'],
    ['Growing', 'secondary'],
    ['Declining', 'secondary'],
    // Case-insensitive, and stray whitespace does not matter.
    ['THRIVING', 'default'],
    ['abundant', 'default'],
    ['eNdAnGeReD', 'destructive'],
    [' Endangered ', 'destructive'],
    // Free text is secondary, not the destructive style of a similar word.
    ['Critically Endangered', 'secondary'],
    ['', 'secondary'],
  ])('%j is %s', (status, variant) => {
    expect(adminStatusVariant(status)).toBe(variant);
  });
});

import { describe, expect, it } from 'vitest';
import {
  biomeFormValues,
  biomePayload,
  centsOf,
  dollarsOf,
  emptyBiomeForm,
  priceMessage,
} from '../../src/lib/forms/biomeForm.ts';
import { ApiError } from '../../src/lib/apiClient.ts';
import { imageRequiredMessage, serverFieldErrors } from '../../src/lib/forms/catalogueEntryForm.ts';
import { emptyResourceForm, resourceFormValues, resourcePayload } from '../../src/lib/forms/resourceForm.ts';

const biome = {
  id: 7,
  title: 'Kettle Lake Biome',
  type: 'Aquatic',
  description: 'A cold, clear lake in a jar.',
  lightLevel: 'Medium',
  temperature: '15–20 °C',
  waterNeeds: 'None once sealed',
  price: 14900,
  imageUrl: '/media/abc',
  imageAlt: 'A jar of lake water',
  isActive: true,
};

describe('the biome form', () => {
  it('shows the price in dollars and reads it back in cents', () => {
    expect(dollarsOf(14900)).toBe('149.00');
    expect(centsOf('149')).toBe(14900);
    expect(centsOf('149.5')).toBe(14950);
    expect(centsOf(' $1,149.05 ')).toBe(114905);
    for (const typed of ['', 'abc', '1.234', '-5', '12,5']) expect(centsOf(typed)).toBeUndefined();
  });

  it('round-trips a stored biome into the same payload', () => {
    const result = biomePayload(biomeFormValues(biome), { currentUrl: biome.imageUrl, chosen: false });
    const { id: _id, ...fields } = biome;
    expect(result).toEqual({ success: true, payload: fields });
  });

  it('puts each problem beside its field, the price and a missing picture included', () => {
    const result = biomePayload({ ...emptyBiomeForm, price: 'ten' }, { currentUrl: '', chosen: false });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required.',
      description: 'Description is required.',
      price: priceMessage,
      imageUrl: imageRequiredMessage,
    });
  });

  it('accepts a new biome whose picture is chosen but not yet uploaded', () => {
    const values = { ...biomeFormValues(biome), imageUrl: '' };
    expect(biomePayload(values, { currentUrl: '', chosen: true }).success).toBe(true);
  });
});

describe('the resource form', () => {
  const resource = {
    id: 3,
    title: 'Water Chemistry',
    description: 'Test your jar’s water.',
    type: 'PDF' as const,
    fileUrl: '/media/k/water.pdf',
    imageUrl: '/media/img',
    imageAlt: '',
    isActive: false,
  };

  it('round-trips a stored resource', () => {
    const { id: _id, ...fields } = resource;
    expect(
      resourcePayload(resourceFormValues(resource), { currentUrl: resource.imageUrl, chosen: false }, false),
    ).toEqual({
      success: true,
      payload: fields,
    });
  });

  it('asks for a type, a file and a picture', () => {
    const result = resourcePayload(
      { ...emptyResourceForm, title: 'T', description: 'D' },
      { currentUrl: '', chosen: false },
      false,
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(['fileUrl', 'imageUrl', 'type']);
  });

  it('takes a chosen document for the file, but a video needs its https address', () => {
    const values = { ...resourceFormValues(resource), fileUrl: '' };
    expect(resourcePayload(values, { currentUrl: '/media/img', chosen: false }, true).success).toBe(true);
    const video = resourcePayload(
      { ...values, type: 'Video', fileUrl: 'http://example.org/v' },
      { currentUrl: '/media/img', chosen: false },
      true,
    );
    expect(video).toMatchObject({ success: false, errors: { fileUrl: 'A video’s address must start with https://.' } });
  });

  it('says a video needs its https address even while the title and description are still empty', () => {
    const video = resourcePayload(
      { ...emptyResourceForm, type: 'Video', fileUrl: 'http://example.org/v' },
      { currentUrl: '/media/img', chosen: false },
      false,
    );
    expect(video).toMatchObject({
      success: false,
      errors: {
        title: 'Title is required.',
        description: 'Description is required.',
        fileUrl: 'A video’s address must start with https://.',
      },
    });
  });
});

describe("the server's refusal of a field", () => {
  const payload = { title: 'T', type: 'Aquatic' };

  it('is shown at the field it names, in its words', () => {
    const refusal = new ApiError(400, 'Bad Request', '{"message":"Not a type we offer.","field":"type"}');
    expect(serverFieldErrors(refusal, payload)).toEqual({ type: 'Not a type we offer.' });
    const conflict = new ApiError(409, 'Conflict', '{"message":"Taken.","field":"type"}');
    expect(serverFieldErrors(conflict, payload)).toEqual({ type: 'Taken.' });
  });

  it('is no field message when it names no field of the form, has no message, or is another failure', () => {
    for (const error of [
      new ApiError(400, 'Bad Request', '{"message":"Bad.","field":"colour"}'),
      new ApiError(400, 'Bad Request', '{"field":"type"}'),
      new ApiError(500, 'Server Error', '{"message":"Oops.","field":"type"}'),
      new Error('offline'),
    ])
      expect(serverFieldErrors(error, payload)).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { profileUpdateSchema } from '@spaceshare/shared/schemas/user';
import { useZodForm } from './use-zod-form';

describe('useZodForm', () => {
  it('puts each field its first message and returns the first problem in schema order', () => {
    const { result } = renderHook(() => useZodForm(profileUpdateSchema));
    let checked!: ReturnType<typeof result.current.check>;
    act(() => {
      checked = result.current.check({ country: ' ', phone: '123', desc: 'x'.repeat(501) });
    });
    expect(checked).toEqual({ ok: false, problem: { field: 'country', message: MESSAGES.locationRequired } });
    expect(result.current.errors).toEqual({ country: MESSAGES.locationRequired, phone: MESSAGES.phoneMin, desc: MESSAGES.bioMax });
  });

  it('hands back the parsed data and clears the errors once the input is valid', () => {
    const { result } = renderHook(() => useZodForm(profileUpdateSchema));
    act(() => void result.current.check({ country: '' }));
    let checked!: ReturnType<typeof result.current.check>;
    act(() => {
      checked = result.current.check({ country: ' Ghana ', phone: '' });
    });
    expect(checked).toEqual({ ok: true, data: { country: 'Ghana', phone: '' } });
    expect(result.current.errors).toEqual({});
  });

  it('sets and clears one field without touching the others', () => {
    const { result } = renderHook(() => useZodForm(profileUpdateSchema));
    act(() => void result.current.check({ country: '', phone: '1' }));
    act(() => result.current.setError('country'));
    act(() => result.current.setError('img', MESSAGES.selectImage));
    expect(result.current.errors).toEqual({ phone: MESSAGES.phoneMin, img: MESSAGES.selectImage });
    act(() => result.current.clearErrors());
    expect(result.current.errors).toEqual({});
  });
});

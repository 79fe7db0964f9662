import { beforeAll, describe, expect, it } from 'vitest';
import type { MyVerificationView } from '@tempo/shared';
import { initI18n } from '../../lib/i18n/i18n';
import { checkVerificationForm, initialFormValues } from './verificationForm';

beforeAll(() => initI18n('en'));

const photo = () => new Blob(['x'], { type: 'image/jpeg' });
const bothPhotos = () => ({ front: photo(), back: photo() });

describe('checkVerificationForm', () => {
  it('sends a Chinese name and an 18-digit ID for nationality CN, the ID upper-cased', () => {
    const photos = bothPhotos();
    const checked = checkVerificationForm(
      { name: '张三', idNumber: '11010519491231002x', nationality: 'CN' },
      photos,
    );
    expect(checked).toEqual({
      ok: true,
      body: { name: '张三', idNumber: '11010519491231002X', nationality: 'CN' },
      photos,
    });
  });

  it("applies China's rules only to CN: a Latin name passes elsewhere and fails for CN", () => {
    const values = { name: 'Nguyen Van A', idNumber: '079123456789', nationality: 'VN' };
    expect(checkVerificationForm(values, bothPhotos()).ok).toBe(true);
    const china = checkVerificationForm({ ...values, nationality: 'CN' }, bothPhotos());
    expect(china.ok).toBe(false);
    if (china.ok) return;
    expect(china.errors.name).toBe('Please enter your name as it appears on your ID');
    expect(china.errors.idNumber).toBe('Please enter a valid ID number');
  });

  it('says under each missing photo to upload it, even when the text fields are right', () => {
    const checked = checkVerificationForm(
      { name: 'Nguyen Van A', idNumber: '079123456789', nationality: 'VN' },
      { front: null, back: photo() },
    );
    expect(checked).toEqual({ ok: false, errors: { front: 'Please upload the ID photo (front)' } });
  });

  it('names every field at fault at once: blank fields and both photos', () => {
    const checked = checkVerificationForm(
      { name: '', idNumber: '', nationality: '' },
      { front: null, back: null },
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['back', 'front', 'idNumber', 'name', 'nationality']);
    expect(checked.errors.back).toBe('Please upload the ID photo (back)');
  });
});

describe('initialFormValues', () => {
  const view = (status: MyVerificationView['status']): MyVerificationView => ({
    status,
    name: '李四',
    idNumberMasked: '11**************2X',
    nationality: 'CN',
    reason: 'Photo unclear',
    submittedAt: '2026-11-20T08:00:00.000Z',
    reviewedAt: '2026-11-20T09:00:00.000Z',
  });

  it('starts blank when nothing was submitted', () => {
    expect(initialFormValues(view('none'))).toEqual({ name: '', idNumber: '', nationality: '' });
    expect(initialFormValues(null)).toEqual({ name: '', idNumber: '', nationality: '' });
  });

  it('after a rejection keeps the name and nationality, never the masked ID number', () => {
    expect(initialFormValues(view('rejected'))).toEqual({ name: '李四', idNumber: '', nationality: 'CN' });
  });
});

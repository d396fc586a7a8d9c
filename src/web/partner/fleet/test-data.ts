/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: records as the API sends them, never shown by the app */
import { vi } from 'vitest';
import type { CarBlock, PartnerCar } from '@shared/contracts/fleet';
import type { PartnerMessageCode } from '@shared/message-ref';
import { PARTNER_MESSAGES } from '@shared/partner-messages';
import { daysFromToday } from '../test-data';

export function makeBlock(carId: string, overrides: Partial<CarBlock> = {}): CarBlock {
  return {
    _id: crypto.randomUUID(),
    carId,
    startsOn: daysFromToday(3),
    endsOn: daysFromToday(5),
    reason: 'Servicing at the dealer',
    createdAt: '2025-06-10T09:30:00.000Z',
    ...overrides,
  };
}

export const carAnswer = (car: PartnerCar) => ({ body: { success: true, car } });
/** A change of a car as the API answers it: the English of `code`, and the car now. */
export const changeAnswer = (car: PartnerCar, code: PartnerMessageCode = 'car_saved') => ({
  body: { success: true, message: PARTNER_MESSAGES[code], code, car },
});

/** One upload held by {@link stubUploads} until the test answers it. */
export interface HeldUpload {
  file: File;
  headers: Record<string, string>;
  progress(fraction: number): void;
  succeed(path: string): void;
  fail(status: number, message: string, code: string, params?: Record<string, number>): void;
}

/**
 * Replaces XMLHttpRequest (POST /api/uploads reports its progress through it) with a fake that
 * holds each upload until the test makes it progress, succeed or fail.
 */
export function stubUploads() {
  const uploads: HeldUpload[] = [];
  class FakeUpload extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    private headers: Record<string, string> = {};
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(form: FormData) {
      if (!this.url.endsWith('/api/uploads')) throw new Error(`Unexpected upload to ${this.url}`);
      const answer = (status: number, body: unknown) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.dispatchEvent(new Event('load'));
      };
      uploads.push({
        file: form.get('car_image') as File,
        headers: this.headers,
        progress: (fraction) =>
          this.upload.dispatchEvent(
            new ProgressEvent('progress', {
              lengthComputable: true,
              loaded: fraction * 1000,
              total: 1000,
            }),
          ),
        succeed: (path) => answer(201, { success: true, car_image_url: path }),
        fail: (status, message, code, params) =>
          answer(status, { success: false, message, code, ...(params ? { params } : {}) }),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return uploads;
}

import type { SubmitVerificationBody } from '@tempo/shared';
import { lockUser } from '../../accounts';
import type { Db } from '../../platform/db/pool';
import { withTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/AppError';
import { prepareImage, type UploadStore } from '../../uploads';
import { findLatestVerification, insertVerification } from '../verificationsRepo';

export interface SubmitVerificationProps {
  /** The trader submitting. */
  userId: number;
  /** Name, ID number and nationality, already checked by the shared schema. */
  details: SubmitVerificationBody;
  /** The ID photos as received; either may be missing, which fails with PHOTO_REQUIRED. */
  front: Buffer | undefined;
  back: Buffer | undefined;
  store: UploadStore;
}

/**
 * Stores a new pending submission with both photos through the upload pipeline, all or nothing:
 * a missing or refused photo stores neither. Refused while one is under review
 * (VERIFICATION_PENDING) or once approved (ALREADY_VERIFIED); after a rejection a new one may come.
 */
export async function submitVerification(db: Db, props: SubmitVerificationProps): Promise<number> {
  assertMaySubmit(await findLatestVerification(db, props.userId));
  if (!props.front) throw new AppError('PHOTO_REQUIRED', { field: 'front' });
  if (!props.back) throw new AppError('PHOTO_REQUIRED', { field: 'back' });
  // Decoding is the slow part: done before the transaction holds a connection.
  const front = await prepareImage(props.front, 'front');
  const back = await prepareImage(props.back, 'back');
  try {
    return await withTransaction(db, async (tx) => {
      // Serialises two submissions of one trader: the second sees the first one's row.
      await lockUser(tx, props.userId);
      assertMaySubmit(await findLatestVerification(tx, props.userId));
      const frontUploadId = await props.store.save(tx, {
        ownerUserId: props.userId,
        kind: 'id-front',
        image: front,
      });
      const backUploadId = await props.store.save(tx, {
        ownerUserId: props.userId,
        kind: 'id-back',
        image: back,
      });
      return insertVerification(tx, { userId: props.userId, ...props.details, frontUploadId, backUploadId });
    });
  } catch (error) {
    // The partial unique index is the last word on "one pending per user".
    if ((error as { code?: string }).code === '23505') throw new AppError('VERIFICATION_PENDING');
    throw error;
  }
}

function assertMaySubmit(latest: { status: string } | null): void {
  if (latest?.status === 'pending') throw new AppError('VERIFICATION_PENDING');
  if (latest?.status === 'approved') throw new AppError('ALREADY_VERIFIED');
}

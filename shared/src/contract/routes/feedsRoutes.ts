// The ops view of the feeds: each symbol's live state, the recordings ops upload, and starting and
// stopping a replay of one on a product in the sandbox (SB2: never on real money).
import { z } from 'zod';
import {
  feedStatusView,
  recordingView,
  RECORDING_MAX_BYTES,
  startReplayBody,
  uploadRecordingBody,
} from '../feeds';
import { OPS_PERMISSIONS } from '../opsPermissions';
import { symbolParams } from '../quotes';
import { defineRoute } from './defineRoute';

export const feedsRoutes = {
  status: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/feeds',
    summary:
      "Each symbol's feed now: source, leading process, last tick age, ticks per second, replay progress",
    auth: { ops: OPS_PERMISSIONS.editCatalogue },
    response: z.array(feedStatusView),
    errors: [],
  }),
  recordings: defineRoute({
    kind: 'json',
    method: 'GET',
    path: '/admin/recordings',
    summary: 'The uploaded price recordings, newest first',
    auth: { ops: OPS_PERMISSIONS.editCatalogue },
    response: z.array(recordingView),
    errors: [],
  }),
  uploadRecording: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/recordings',
    summary: 'Upload a price recording (CSV or NDJSON of ticks or 1-minute bars), checked line by line',
    auth: { ops: OPS_PERMISSIONS.editCatalogue },
    body: uploadRecordingBody,
    files: ['recording'],
    fileLimit: { bytes: RECORDING_MAX_BYTES, error: 'RECORDING_TOO_LARGE' },
    successStatus: 201,
    response: recordingView,
    errors: ['INVALID_RECORDING', 'RECORDING_TOO_LARGE', 'EMPTY_FILE'],
  }),
  startReplay: defineRoute({
    kind: 'json',
    method: 'POST',
    path: '/admin/products/:symbol/replay',
    summary: 'Replay an uploaded recording into a product in the sandbox, at a chosen speed',
    auth: { ops: OPS_PERMISSIONS.editCatalogue },
    params: symbolParams,
    body: startReplayBody,
    response: z.null(),
    errors: ['UNKNOWN_SYMBOL', 'NOT_FOUND', 'PRODUCT_NOT_IN_SANDBOX'],
  }),
  stopReplay: defineRoute({
    kind: 'json',
    method: 'DELETE',
    path: '/admin/products/:symbol/replay',
    summary:
      'Stop the replay: the product goes back to its simulator, still in the sandbox (any other source stays)',
    auth: { ops: OPS_PERMISSIONS.editCatalogue },
    params: symbolParams,
    response: z.null(),
    errors: ['UNKNOWN_SYMBOL'],
  }),
};

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@studydesk/shared/remotes';
import type { ParcelId } from './parcels';
import { RemoteParcel } from './remote-parcel';

const ROOT = path.resolve(__dirname, '..', '..', '..');

// Every id of the map: the compiler refuses this object when one is missing or unknown.
const PARCEL_IDS: Record<ParcelId, true> = {
  'mf_teacher/study-plan-view': true,
  'mf_teacher/lesson-history': true,
  'mf_auth/profile-form': true,
  'mf_auth/personal-data': true,
  'mf_calendar/calendar': true,
  'mf_student/progress': true,
};

// Never called: `tsc -p shared` fails if a call site under @ts-expect-error compiles, so
// these lines prove that a wrong or missing parcel prop is a type error for the caller.
export function typeChecks() {
  return [
    <RemoteParcel key="a" id="mf_teacher/study-plan-view" parcelProps={{ planId: 3, readOnly: true }} />,
    <RemoteParcel key="b" id="mf_auth/profile-form" />,
    <RemoteParcel key="c" id="mf_calendar/calendar" parcelProps={{ scope: { kind: 'teacher', teacherId: 1 } }} />,
    // @ts-expect-error planId is a number
    <RemoteParcel key="d" id="mf_teacher/study-plan-view" parcelProps={{ planId: '3' }} />,
    // @ts-expect-error planId is required
    <RemoteParcel key="e" id="mf_teacher/study-plan-view" parcelProps={{ readOnly: true }} />,
    // @ts-expect-error the calendar needs its scope
    <RemoteParcel key="f" id="mf_calendar/calendar" />,
    // @ts-expect-error a scope of the wrong shape
    <RemoteParcel key="g" id="mf_calendar/calendar" parcelProps={{ scope: { kind: 'plan', teacherId: 1 } }} />,
    // @ts-expect-error no such parcel
    <RemoteParcel key="h" id="mf_teacher/nothing" />,
  ];
}

describe('the shared parcel map', () => {
  it.each(Object.keys(PARCEL_IDS))('%s is exposed by its remote from src/parcels/', (id) => {
    const [name, module] = id.split('/');
    const remote = REMOTES.find((candidate) => candidate.name === name);
    expect(remote).toBeDefined();
    const config = fs.readFileSync(path.join(ROOT, remote!.dir, 'webpack.config.cjs'), 'utf8');
    const exposed = new RegExp(`'\\./${module}':\\s*'([^']+)'`).exec(config)?.[1];
    expect(exposed).toMatch(/^\.\/src\/parcels\/[a-z-]+\.tsx$/);
    expect(fs.existsSync(path.join(ROOT, remote!.dir, exposed!))).toBe(true);
  });
});

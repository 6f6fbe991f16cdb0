import { CreateActivityRequest, endpoints as declared, UpdateActivityRequest, UpdateStudyPlanRequest, type Endpoint } from '@studydesk/shared/contracts';
import { ACTIVITY_FIELD_LIMITS, endpoints as plain, PLAN_TEXT_LIMITS } from '@studydesk/shared/contracts/plain';
import { fieldLimits } from '@studydesk/shared/forms';

/** Every endpoint of a tree of them, by its dotted name. */
function flatten(tree: object, prefix = ''): Array<[string, Endpoint]> {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof (value as Endpoint).method === 'string' ? [[`${prefix}${name}`, value as Endpoint]] : flatten(value as object, `${prefix}${name}.`),
  );
}

describe('the endpoints without their schemas (contracts/plain)', () => {
  const plainEndpoints = new Map(flatten(plain));

  it('has every declared endpoint, with its method and path, and nothing else', () => {
    const addresses = (entries: Array<[string, Endpoint]>) => entries.map(([name, { method, path }]) => [name, method, path]).sort();
    expect(addresses([...plainEndpoints])).toEqual(addresses(flatten(declared)));
    // a group of endpoints (the retention documents) stays a group
    expect(plain.retention.documents.quiz.path).toBe(declared.retention.documents.quiz.path);
  });

  it('carries no schema (the point of it)', () => {
    for (const endpoint of plainEndpoints.values()) {
      expect([endpoint.params, endpoint.query, endpoint.body, endpoint.response]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });

  it('is frozen like the declarations', () => {
    expect(Object.isFrozen(plain.activities.update)).toBe(true);
    expect(Object.isFrozen(plain.activities)).toBe(true);
  });
});

describe('the field limits without their schemas (contracts/plain)', () => {
  it.each(Object.keys(ACTIVITY_FIELD_LIMITS) as (keyof typeof ACTIVITY_FIELD_LIMITS)[])('the activity’s %s has the limits its schemas state', (field) => {
    expect(ACTIVITY_FIELD_LIMITS[field]).toEqual(fieldLimits(CreateActivityRequest, field));
    // an update leaves the title out or sets it: the same limits once it is there
    expect(ACTIVITY_FIELD_LIMITS[field]).toEqual(fieldLimits(UpdateActivityRequest, field));
  });

  it.each(['description', 'goal'])('a plan’s %s has the limits its schema states', (field) => {
    expect(PLAN_TEXT_LIMITS).toEqual(fieldLimits(UpdateStudyPlanRequest, field));
  });
});

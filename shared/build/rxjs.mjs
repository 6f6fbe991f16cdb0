// What the front ends import from 'rxjs' (the build aliases that name here).
//
// rxjs is shared across remotes as a singleton, and a shared module keeps every export:
// sharing the package itself put all of rxjs (every operator) on the first load. Shared
// through this list, only these are built in. The paths are rxjs's own module files
// (its `rxjs/internal/*` exports), so this file never imports itself through the alias.
//
// A name used in a front end but missing here fails the build-config test
// (slim-shared-modules.test.cjs), never the browser.
export { Observable } from 'rxjs/internal/Observable';
export { Subject } from 'rxjs/internal/Subject';
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subscription } from 'rxjs/internal/Subscription';
export { firstValueFrom } from 'rxjs/internal/firstValueFrom';
export { combineLatest } from 'rxjs/internal/observable/combineLatest';
export { merge } from 'rxjs/internal/observable/merge';
export { of } from 'rxjs/internal/observable/of';
export { debounceTime } from 'rxjs/internal/operators/debounceTime';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
export { filter } from 'rxjs/internal/operators/filter';
export { map } from 'rxjs/internal/operators/map';
export { scan } from 'rxjs/internal/operators/scan';
export { shareReplay } from 'rxjs/internal/operators/shareReplay';
export { skip } from 'rxjs/internal/operators/skip';
export { startWith } from 'rxjs/internal/operators/startWith';
export { switchMap } from 'rxjs/internal/operators/switchMap';
export { take } from 'rxjs/internal/operators/take';
export { takeUntil } from 'rxjs/internal/operators/takeUntil';
export { tap } from 'rxjs/internal/operators/tap';

/** The shape the shared API client gives a failed call, enough for the shared errorMessage(). */
export function httpError(status: number, message: string) {
  return Object.assign(new Error(message), { isApiError: true, response: { status, data: { message } } });
}

/** A call that never reached the server. */
export function networkError() {
  return Object.assign(new Error('Network Error'), { isApiError: true });
}

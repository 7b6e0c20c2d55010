// One upload per chosen file with its own progress (XMLHttpRequest reports upload progress; fetch
// does not). The answer names the stored file the record will reference. Claims and returns use it.

export interface UploadedFile { id: string; fileName: string }

/** A refusal the server explained, in the user's language (type, size, count). */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

export function uploadFile(kind: string, file: File, onProgress: (fraction: number) => void, endpoint = '/api/claims/files'): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const locale = location.pathname.split('/')[1] || 'en-us';
    xhr.open('POST', `${endpoint}?kind=${encodeURIComponent(kind)}&locale=${encodeURIComponent(locale)}`);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      let body: { data?: UploadedFile; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status === 201 && body.data) resolve(body.data);
      else reject(body.error?.message ? new UploadError(body.error.message) : new Error(`HTTP ${xhr.status}`));
    });
    xhr.addEventListener('error', () => reject(new Error('network')));
    const data = new FormData();
    data.append('file', file, file.name);
    xhr.send(data);
  });
}

/** Every failed API call answers this shape (400/401/404/409/500). */
export interface ApiFailure {
  status: 'failed';
  message: string;
}

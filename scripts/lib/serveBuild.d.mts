export function serveBuild(port?: number, root?: string, basePath?: string): Promise<{ url: string; stop: () => void }>;

import { backendContract } from '../contract';
import { freshFirebaseBackend } from '@/test/firebase';

backendContract('firebase', freshFirebaseBackend, { exclude: ['media'] });
